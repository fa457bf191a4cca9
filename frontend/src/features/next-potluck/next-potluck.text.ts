// Every user-visible English text of "start the next potluck", in one place so it moves into the translation
// catalogues in one step.

export const NEXT_POTLUCK_TEXT = {
  title: 'Start the Next Potluck',
  intro: 'Same settings, same time of day, and the guests who came or might have are invited again by e-mail.',
  day: 'Day of the next potluck',
  start: 'Start the Next Potluck',
  started: 'Next potluck started',
  invited: '{invited} invited by e-mail; {skipped} to share the link with.',
  failed: 'Could not start the next potluck. Please try again.',
} as const;

/** Fills `{name}` placeholders. */
export function format(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}
