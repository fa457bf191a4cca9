import { uncoveredJobs, type JobCount } from '../contracts/jobs.rules';
import type { EventDetail, EventSummary, PublicDish, PublicEvent, RestrictionCount } from '../contracts/event.contract';
import type { EventRole } from '../contracts/event.rules';
import type { DishCategory, EventTheme, RsvpStatus } from '../contracts/common.contract';
import { DISH_CATEGORIES } from '../contracts/common.rules';
import { displayName } from '../contracts/user.rules';
import { DISH_NOTE_FLAGS, dishFlagsOf, mapSomeFlags, type DishNoteFlag } from '../contracts/dish.rules';
import type { DishWithContributor } from '../dishes/dishes.queries';
import type { RsvpWithUser } from '../rsvps/rsvps.queries';
import { JOIN_DISHES_INLINE_MAX, type DishSlots } from '../contracts/planning.rules';
import type { Question } from '../contracts/question.rules';
import type { Loaded } from '../platform/common/loaded';
import type { EventEntity } from './event.entity';

/** An event with its host. */
export type EventWithHost = Loaded<EventEntity, 'host'>;
import { toDishView } from '../dishes/dishes.mapper';
import { toRsvpView } from '../rsvps/rsvps.mapper';
import { toPersonWithContact } from '../users/users.mapper';
import { sharedRestrictionCounts } from './visibility/dietary-counts';
import { readerOf, seesOf } from './visibility/event-people';
import { readerManages, type EventReader } from './visibility/visibility-policy';

/** One row of the list query (events.service.ts `summarySql`): the event columns plus computed fields. */
export type EventSummaryRow = {
  id: string;
  name: string;
  description: string | null;
  theme: EventTheme | null;
  date: Date;
  location: string | null;
  hostId: string;
  imageUrl: string | null;
  allowNonVegetarian: boolean;
  allowVegetarian: boolean;
  allowVegan: boolean;
  dietaryNote: string | null;
  dishSlots: DishSlots | null;
  capacity: number | null;
  answersCloseAt: Date | null;
  questions: Question[];
  categoryCounts: Partial<Record<DishCategory, number>>;
  waitlistCount: number;
  timeZone: string;
  remindersEnabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  totalDishCount: number;
  confirmedAdultCount: number;
  confirmedKidCount: number;
  myRsvpStatus: RsvpStatus | null;
  myCoHost: boolean | null;
  myWaitlistPosition: number;
  myDishId: string | null;
  myDishName: string | null;
  version: number;
} & {
  /** The flags the event list notes after the caller's dish (DISH_NOTE_FLAGS), null without a dish. */
  [F in DishNoteFlag as `myDish.${F}`]: boolean | null;
};

export interface EventCounts {
  totalDishCount: number;
  confirmedAdultCount: number;
  confirmedKidCount: number;
  categoryCounts: Partial<Record<DishCategory, number>>;
  waitlistCount: number;
}

type PlannedFields =
  | 'id'
  | 'name'
  | 'description'
  | 'theme'
  | 'date'
  | 'timeZone'
  | 'location'
  | 'allowNonVegetarian'
  | 'allowVegetarian'
  | 'allowVegan'
  | 'dietaryNote'
  | 'dishSlots'
  | 'capacity'
  | 'answersCloseAt'
  | 'questions';

/** What the host planned, as every view of the event shows it: name, words, date and place, rules, slots, places. */
function plannedFacts(e: Pick<EventEntity, PlannedFields>) {
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    theme: e.theme,
    date: e.date?.toISOString() ?? null,
    timeZone: e.timeZone,
    location: e.location,
    allowNonVegetarian: e.allowNonVegetarian,
    allowVegetarian: e.allowVegetarian,
    allowVegan: e.allowVegan,
    dietaryNote: e.dietaryNote,
    dishSlots: e.dishSlots,
    capacity: e.capacity,
    answersCloseAt: e.answersCloseAt?.toISOString() ?? null,
    questions: e.questions ?? [],
  };
}

function eventBase(e: EventEntity | EventSummaryRow, counts: EventCounts) {
  return {
    ...plannedFacts(e),
    hostId: e.hostId,
    imageUrl: e.imageUrl,
    categoryCounts: counts.categoryCounts,
    waitlistCount: counts.waitlistCount,
    remindersEnabled: e.remindersEnabled,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    totalDishCount: counts.totalDishCount,
    confirmedAdultCount: counts.confirmedAdultCount,
    confirmedKidCount: counts.confirmedKidCount,
    // Confirmed guests are the adults and kids of attending RSVPs.
    confirmedGuestCount: counts.confirmedAdultCount + counts.confirmedKidCount,
  };
}

export const roleOf = (hostId: string, userId: string, coHost = false): EventRole =>
  hostId === userId ? 'host' : coHost ? 'co_host' : 'guest';

export function toEventSummary(row: EventSummaryRow, userId: string): EventSummary {
  return {
    ...eventBase(row, row),
    version: row.version,
    role: roleOf(row.hostId, userId, !!row.myCoHost),
    myRsvpStatus: row.myRsvpStatus,
    myWaitlistPosition: row.myWaitlistPosition > 0 ? row.myWaitlistPosition : null,
    myDish: row.myDishId
      ? {
          id: row.myDishId,
          name: row.myDishName ?? '',
          ...mapSomeFlags(DISH_NOTE_FLAGS, (f) => !!row[`myDish.${f}`]),
        }
      : null,
  };
}

/** Counts of an event whose RSVPs and dishes are loaded (same rule as the list query: attending with a place). */
export function countsOf(rsvps: RsvpWithUser[], dishes: DishWithContributor[]): EventCounts {
  const attending = rsvps.filter((r) => r.status === 'attending' && r.waitlistedAt === null);
  const categoryCounts: Partial<Record<DishCategory, number>> = {};
  // An offered dish counts as missing until someone takes it over.
  for (const d of dishes) if (!d.offeredAt) categoryCounts[d.category] = (categoryCounts[d.category] ?? 0) + 1;
  return {
    totalDishCount: dishes.filter((d) => !d.offeredAt).length,
    confirmedAdultCount: attending.reduce((n, r) => n + r.adultCount, 0),
    confirmedKidCount: attending.reduce((n, r) => n + r.kidCount, 0),
    categoryCounts,
    waitlistCount: rsvps.filter((r) => r.waitlistedAt !== null).reduce((n, r) => n + r.adultCount + r.kidCount, 0),
  };
}

/** Restrictions of Going and Maybe guests, split on commas and counted per guest, most common first. */
export function restrictionSummary(rsvps: Pick<RsvpWithUser, 'status' | 'dietaryRestrictions'>[]): RestrictionCount[] {
  const counts = new Map<string, { restriction: string; guests: number }>();
  for (const r of rsvps) {
    if (r.status === 'not_attending' || !r.dietaryRestrictions) continue;
    const items = new Set(
      r.dietaryRestrictions
        .split(/[,;\n]/)
        .map((s) => s.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    );
    for (const item of items) {
      const key = item.toLowerCase();
      const entry = counts.get(key) ?? { restriction: key, guests: 0 };
      entry.guests += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.guests - a.guests || a.restriction.localeCompare(b.restriction));
}

/** userId → 1-based waitlist place, first in, first out. */
export function waitlistPositions(rsvps: Pick<RsvpWithUser, 'userId' | 'waitlistedAt' | 'id'>[]): Map<string, number> {
  const waiting = rsvps
    .filter((r) => r.waitlistedAt !== null)
    .sort((a, b) => a.waitlistedAt!.getTime() - b.waitlistedAt!.getTime() || (a.id < b.id ? -1 : 1));
  return new Map(waiting.map((r, i) => [r.userId, i + 1]));
}

/**
 * The event page's view for `userId` ('' for the view every guest shares, before their own answer is put in). Whose
 * names, contacts and dietary texts show is the visibility policy's decision.
 */
export function toEventDetail(
  e: EventWithHost,
  rsvps: RsvpWithUser[],
  dishes: DishWithContributor[],
  userId: string,
): EventDetail {
  const positions = waitlistPositions(rsvps);
  const mine = rsvps.find((r) => r.userId === userId);
  const role = roleOf(e.hostId, userId, mine?.coHost ?? false);
  const people = { event: e, rsvps };
  const reader: EventReader = { userId: userId || null, role };
  const may = seesOf(people, reader);
  // The host and co-hosts see everyone's details; a guest only their own (and the list only if the host allows).
  const manager = readerManages(reader);
  const visible = rsvps.filter((r) => may('name', r.userId));
  return {
    ...eventBase(e, countsOf(rsvps, dishes)),
    role,
    host: toPersonWithContact(e.host, manager, userId || null),
    rsvps: visible.map((r) =>
      toRsvpView(r, may('answers', r.userId), e.questions, positions.get(r.userId) ?? null, userId || null),
    ),
    showGuestList: e.showGuestList,
    restrictionSummary: manager ? restrictionSummary(rsvps) : sharedRestrictionCounts(rsvps),
    dishes: dishes.map((d) => toDishView(d, may('brings', d.contributorId))),
  };
}

const categoryOrder = (c: DishCategory) => DISH_CATEGORIES.indexOf(c);

/**
 * The join page's view: display names only (a guest's only while the host shows the guest list), no e-mail
 * addresses and no user ids.
 */
export function toPublicEvent(
  e: EventWithHost,
  rsvps: readonly { userId: string; coHost: boolean }[],
  dishes: DishWithContributor[],
  jobs: readonly JobCount[],
  placesTaken: number,
): PublicEvent {
  const people = { event: e, rsvps };
  const may = seesOf(people, readerOf(people, null));
  // A long list is summed up: how many each course has, and (from that) what is still needed.
  const counted = dishes.length > JOIN_DISHES_INLINE_MAX;
  const dishCounts: Partial<Record<DishCategory, number>> = {};
  for (const d of counted ? dishes : []) {
    if (d.offeredAt === null) dishCounts[d.category] = (dishCounts[d.category] ?? 0) + 1;
  }
  const publicDishes: PublicDish[] = [...(counted ? [] : dishes)]
    .sort(
      (a, b) => categoryOrder(a.category) - categoryOrder(b.category) || a.createdAt.getTime() - b.createdAt.getTime(),
    )
    .map((d) => ({
      id: d.id,
      name: d.name,
      category: d.category,
      description: d.description,
      servingSize: d.servingSize,
      contributorName: may('brings', d.contributorId) ? displayName(d.contributor) : null,
      ...dishFlagsOf(d),
      offered: d.offeredAt !== null,
    }));
  return {
    ...plannedFacts(e),
    hostName: displayName(e.host),
    placesLeft: e.capacity === null ? null : Math.max(0, e.capacity - placesTaken),
    dishes: publicDishes,
    ...(counted ? { dishCounts } : {}),
    jobsNeeded: uncoveredJobs(jobs).map((j) => ({ title: j.title, missing: j.missing })),
  };
}

/** The fields a calendar file or reminder needs; entities stay inside the events module. */
export interface CalendarEventFacts {
  id: string;
  name: string;
  description: string | null;
  location: string | null;
  /** Null while a date poll is open: such an event has no calendar entry. */
  date: Date | null;
  timeZone: string;
  sequence: number;
  hostId: string;
  remindersEnabled: boolean;
  updatedAt: Date;
  /** The series the event is an occurrence of (the host's feed carries a series as one repeating entry). */
  seriesId: string | null;
}

export function toCalendarFacts(e: EventEntity): CalendarEventFacts {
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    location: e.location,
    date: e.date === null ? null : new Date(e.date),
    timeZone: e.timeZone,
    sequence: e.calendarSequence,
    hostId: e.hostId,
    remindersEnabled: e.remindersEnabled,
    updatedAt: new Date(e.updatedAt),
    seriesId: e.seriesId ?? null,
  };
}
