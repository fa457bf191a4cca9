// The event rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in event.contract.ts load only with the forms).

export const EVENT_NAME_MAX = 255;
export const EVENT_LOCATION_MAX = 500;
export const EVENT_DESCRIPTION_MAX = 5000;
export const DIETARY_NOTE_MAX = 1000;

export const ANSWERS_CLOSE_AFTER_START = 'validation.event.answersCloseAfterStart';

/** co_host: made co-host by the host; manages the event like the host but cannot delete it or change co-hosts. */
export const EVENT_ROLES = ['host', 'co_host', 'guest'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

/** Host and co-hosts see and change what the host does (except deleting the event and changing co-hosts). */
export const canManage = (role: EventRole) => role === 'host' || role === 'co_host';

/** Total dishes ÷ (confirmed guests ÷ 3) × 100, capped at 100; 0 without dishes. */
export function dishPlanningPercent(totalDishCount: number, confirmedGuestCount: number): number {
  if (totalDishCount <= 0) return 0;
  if (confirmedGuestCount <= 0) return 100;
  return Math.min(100, Math.round((totalDishCount / (confirmedGuestCount / 3)) * 100));
}

/**
 * Whether the event's answers are closed at `now`: from its deadline on, guests can no longer answer or change their
 * answer (status, counts and the rest); hosts and co-hosts still can, and dishes stay open. No deadline: never.
 */
export function answersClosed(answersCloseAt: string | Date | null | undefined, now: Date): boolean {
  if (answersCloseAt === null || answersCloseAt === undefined) return false;
  return new Date(answersCloseAt).getTime() <= now.getTime();
}

/** Whether someone in `role` (null: no role in the event, or not known yet) may no longer answer at `now`. */
export const answersClosedFor = (
  answersCloseAt: string | Date | null | undefined,
  role: EventRole | null | undefined,
  now: Date,
): boolean => answersClosed(answersCloseAt, now) && !(role && canManage(role));
