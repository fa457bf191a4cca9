// Every user-visible English text of the buffet cards, in one place so it moves into the translation catalogues
// in one step. Placeholders are written ICU-style and filled by `format`.

export const BUFFET_CARDS_TEXT = {
  title: 'Buffet cards: {event}',
  broughtBy: 'Brought by {name}',
  noDishes: 'No dishes yet. Cards appear here once guests sign up dishes.',
  cutHere: 'Cut along the dashed lines',
  scan: 'Scan for the dish',
  mayContainGluten: 'May contain gluten',
  mayContainDairy: 'May contain dairy',
  filename: 'buffet-cards',
  rateLimited: 'Too many buffet cards at once. Please wait a minute and try again.',
} as const;

/** Fills `{name}` placeholders. */
export function format(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
