// Dates as the join page writes them (spec §2: 'Monday, June 3, 2024 at 6:30 PM'), in the viewer's time zone.

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function longDateTime(iso: string): string {
  const d = new Date(iso);
  // Newer ICU puts a narrow no-break space before AM/PM; the spec's copy uses a plain space.
  return `${dateFormat.format(d)} at ${timeFormat.format(d).replace(/\u202f/g, ' ')}`;
}
