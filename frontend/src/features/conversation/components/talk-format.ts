/** A moment in the event's time zone, short and in the reader's language. */
export function formatMoment(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );
  } catch {
    return new Date(iso).toLocaleString();
  }
}
