// Every English text of series on the client, in one place for the catalogues. Placeholders are ICU-style.

export const SERIES_TEXT = {
  repeatTitle: 'Repeat this potluck',
  repeatHelp: 'Each date becomes its own event with its own RSVPs and dishes, at the same local time.',
  weekly: 'Every week',
  biweekly: 'Every 2 weeks',
  monthly: 'Monthly on the {nth} {weekday}',
  repeating: 'Repeating...',
  seriesTitle: 'Part of a series',
  ruleWeekly: 'Every week',
  ruleBiweekly: 'Every 2 weeks',
  ruleMonthly: 'Monthly on the {nth} {weekday}',
  ruleCustom: 'On chosen dates',
  thisOne: 'This one',
  thisAndFollowing: 'This and the following',
  applyTo: 'Apply the changes to',
  cancelled: 'Cancelled',
  cancelThis: 'Cancel this date',
  keepIt: 'Keep it',
  cancelConfirm: 'Cancel this date? Its guests are told; the other dates go ahead.',
  cancelledToast: 'This date is cancelled',
  failed: 'That did not work. Please try again.',
  nth1: 'first',
  nth2: 'second',
  nth3: 'third',
  nth4: 'fourth',
  nthLast: 'last',
} as const;

export function formatText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** "first Thursday": the nth weekday of a date in the event's zone (a fifth one is "last"). */
export function nthWeekdayLabel(iso: string, timeZone: string): { nth: string; weekday: string } {
  const day = Number(new Intl.DateTimeFormat('en-US', { timeZone, day: 'numeric' }).format(new Date(iso)));
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(new Date(iso));
  const n = Math.ceil(day / 7);
  const nth = [SERIES_TEXT.nth1, SERIES_TEXT.nth2, SERIES_TEXT.nth3, SERIES_TEXT.nth4][n - 1] ?? SERIES_TEXT.nthLast;
  return { nth, weekday };
}
