// Small wording helpers shared by the RSVP cards.

export function guestCountText(adults: number, kids: number): string {
  const a = `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  return `${a}, ${kids} ${kids === 1 ? 'kid' : 'kids'}`;
}

const respondedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function respondedOnText(iso: string): string {
  return `Responded on ${respondedFormat.format(new Date(iso))}`;
}
