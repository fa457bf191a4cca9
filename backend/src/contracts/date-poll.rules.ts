// Date poll rules shared by both sides: no zod here (the app loads them with the event page).

export const DATE_POLL_OPTIONS_MIN = 2;
export const DATE_POLL_OPTIONS_MAX = 8;

/** Yes, If need be, No. */
export const DATE_POLL_ANSWERS = ['yes', 'maybe', 'no'] as const;
export type DatePollAnswer = (typeof DATE_POLL_ANSWERS)[number];

/**
 * The ranking rule: a Yes counts 1 and an If need be counts ½, a No 0. Options with the higher score come first;
 * equal scores go to the option with more Yes answers (fewer people who would have to make an effort), then to the
 * earlier date. Scores are kept in halves, so they are exact.
 */
export const ANSWER_WEIGHT: Record<DatePollAnswer, number> = { yes: 1, maybe: 0.5, no: 0 };

export interface OptionTally {
  id: string;
  startsAt: string;
  yes: number;
  maybe: number;
  no: number;
}

export function pollScore(t: Pick<OptionTally, 'yes' | 'maybe' | 'no'>): number {
  return t.yes * ANSWER_WEIGHT.yes + t.maybe * ANSWER_WEIGHT.maybe + t.no * ANSWER_WEIGHT.no;
}

/** The options best first, by the ranking rule. */
export function rankOptions<T extends OptionTally>(options: readonly T[]): T[] {
  return [...options].sort(
    (a, b) => pollScore(b) - pollScore(a) || b.yes - a.yes || Date.parse(a.startsAt) - Date.parse(b.startsAt),
  );
}
