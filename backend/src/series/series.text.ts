// Every English text series write on the server, in one place for the catalogues. Placeholders are ICU-style.

export const SERIES_TEXT = {
  cancelledTitle: '{name} on {when} is cancelled',
  cancelledBody: 'The host cancelled this date. The other dates of the series go ahead.',
  cancelledSubject: 'Cancelled: {name} on {when}',
  stopLabel: 'Stop e-mails about this event',
} as const;

export function format(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
