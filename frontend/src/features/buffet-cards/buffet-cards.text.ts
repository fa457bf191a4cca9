// Every user-visible English text of the buffet cards feature, in one place so it moves into the translation
// catalogues in one step.

export const BUFFET_CARDS_TEXT = {
  title: 'Buffet Cards',
  intro:
    'A card for each dish to stand by it on the table: its name, who brought it, allergens and diet marks, and a QR code to it.',
  a4: 'A4 (PDF)',
  letter: 'US Letter (PDF)',
  dishCard: 'Print card',
  dishCardLabel: 'Print the buffet card for {dish}',
} as const;

/** Fills `{name}` placeholders. */
export function format(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
