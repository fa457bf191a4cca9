import type { EventDetail } from '@contracts/event.contract';
import { answersClosed, canManage } from '@contracts/event.rules';
import { slotGroupOf, slotProgress, type SlotGroup } from '@contracts/planning.rules';

// The event page leads with one thing to do, chosen from the event's state and the viewer's part in it. Pure: the
// page passes the time and whether the party is over, so each state is tested without a clock.

/** The courses every potluck wants one of when the host set no slots: an empty one is "still needed". */
const USUAL_COURSES: readonly SlotGroup[] = ['appetizer', 'main_dish', 'side_dish', 'dessert', 'drinks'];

export type NextStep =
  /** Not answered yet: the answer. */
  | { kind: 'answer' }
  /** Maybe: the answer again, once they know. */
  | { kind: 'answer-again' }
  /** Going without a dish: a dish, and which courses are still missing. */
  | { kind: 'bring-dish'; missing: SlotGroup[] }
  /** Going with a dish: nothing left to do but come. */
  | { kind: 'all-set'; dishes: string[] }
  /** Answers are closed and the viewer has no place to keep: what is left is to look. */
  | { kind: 'answers-closed'; closedAt: string; timeZone: string }
  /** Not going: where they stand, and the way back. */
  | { kind: 'not-going' }
  /** Going, but waiting for a place. */
  | { kind: 'waitlisted'; position: number }
  /** Host or co-host before the day: what is missing and how many have answered. */
  | { kind: 'host'; missing: SlotGroup[]; answered: number }
  /** On the day, for whoever comes or hosts: arrival times and the kitchen. */
  | { kind: 'on-the-day'; manager: boolean }
  /** Once the party is over: the after-party. */
  | { kind: 'after-party' };

export type NextStepEvent = Pick<
  EventDetail,
  'role' | 'date' | 'timeZone' | 'rsvps' | 'dishes' | 'dishSlots' | 'hostId' | 'answersCloseAt'
>;

export interface NextStepInput {
  event: NextStepEvent;
  /** The viewer's user id (null while not known). */
  userId: string | null;
  now: Date;
  /** The party is over (the next-potluck rule: PARTY_HOURS after it starts). */
  partyOver: boolean;
}

/** What is still missing: the courses short of the host's slots, or, without slots, the usual courses with none. */
export function missingCourses(event: Pick<EventDetail, 'dishes' | 'dishSlots'>): SlotGroup[] {
  const slots = event.dishSlots ?? null;
  const hasSlots = slots !== null && Object.keys(slots).length > 0;
  if (hasSlots) return slotProgress(slots, event.dishes).flatMap((p) => (p.missing > 0 ? [p.group] : []));
  const have = new Set(event.dishes.map((d) => slotGroupOf(d.category)));
  return USUAL_COURSES.filter((g) => !have.has(g));
}

/** The same calendar day in the event's own zone. */
function sameDay(a: Date, b: Date, timeZone: string): boolean {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
  }
  return format.format(a) === format.format(b);
}

export function nextStep({ event, userId, now, partyOver }: NextStepInput): NextStep {
  if (partyOver) return { kind: 'after-party' };
  const manager = canManage(event.role);
  const rsvp = (userId && event.rsvps.find((r) => r.userId === userId)) || null;
  const holdsPlace = rsvp?.status === 'attending' && rsvp.waitlistPosition === null;
  const today = event.date !== null && sameDay(new Date(event.date), now, event.timeZone);
  if (today && (manager || holdsPlace)) return { kind: 'on-the-day', manager };
  if (manager) return { kind: 'host', missing: missingCourses(event), answered: event.rsvps.length };
  // After the deadline a guest's answer stands as it is: only someone going with a place has something left to do.
  if (event.answersCloseAt !== null && answersClosed(event.answersCloseAt, now) && !holdsPlace) {
    return { kind: 'answers-closed', closedAt: event.answersCloseAt, timeZone: event.timeZone };
  }
  if (!rsvp) return { kind: 'answer' };
  if (rsvp.status === 'maybe') return { kind: 'answer-again' };
  if (rsvp.status === 'not_attending') return { kind: 'not-going' };
  if (rsvp.waitlistPosition !== null) return { kind: 'waitlisted', position: rsvp.waitlistPosition };
  const mine = event.dishes.filter((d) => d.contributorId === userId);
  if (mine.length === 0) return { kind: 'bring-dish', missing: missingCourses(event) };
  return { kind: 'all-set', dishes: mine.map((d) => d.name) };
}
