import type { DishView } from '@contracts/dish.contract';
import { NO_DISH_FLAGS } from '@contracts/dish.rules';
import type { EventBase, EventDetail, EventSummary } from '@contracts/event.contract';
import type { DishSuggestion } from '@contracts/insights.contract';
import type { RsvpView } from '@contracts/rsvp.contract';
import type { User } from '@contracts/user.rules';

// Builders for test data: a complete, valid object with sensible values, and only what a test is about overridden.

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

const stamp = '2030-01-01T00:00:00.000Z';

/** A signed-in account (not a guest without one). */
export function buildUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId();
  return {
    id,
    email: `${id.slice(-6)}@example.test`,
    firstName: 'Mina',
    lastName: 'Kay',
    nickname: null,
    profileImageUrl: null,
    phoneNumber: null,
    locale: null,
    isGuest: false,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

/** An event's own fields, a week ahead, every diet allowed, nothing planned yet. */
export function buildEventBase(overrides: Partial<EventBase> = {}): EventBase {
  const now = new Date().toISOString();
  return {
    id: nextId(),
    name: 'Harvest Supper',
    description: null,
    theme: null,
    date: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    location: null,
    hostId: 'host-id',
    imageUrl: null,
    allowNonVegetarian: true,
    allowVegetarian: true,
    allowVegan: true,
    dietaryNote: null,
    timeZone: 'UTC',
    remindersEnabled: true,
    createdAt: now,
    updatedAt: now,
    totalDishCount: 0,
    confirmedGuestCount: 1,
    confirmedAdultCount: 1,
    confirmedKidCount: 0,
    dishSlots: null,
    capacity: null,
    answersCloseAt: null,
    questions: [],
    categoryCounts: {},
    waitlistCount: 0,
    ...overrides,
  };
}

/** An upcoming event as the lists show it: the caller is a Going guest, nothing planned yet. */
export function buildEventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    ...buildEventBase(overrides),
    role: 'guest',
    myRsvpStatus: 'attending',
    myDish: null,
    myWaitlistPosition: null,
    ...overrides,
  };
}

/** An event page as a guest sees it, with no RSVPs or dishes unless given. */
export function buildEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  const base = buildEventBase(overrides);
  return {
    ...base,
    role: 'guest',
    host: { id: base.hostId, firstName: 'Hana', lastName: 'Host', email: null, profileImageUrl: null },
    rsvps: [],
    showGuestList: true,
    restrictionSummary: [],
    dishes: [],
    ...overrides,
  };
}

/** A Going answer for one adult. */
export function buildRsvp(overrides: Partial<RsvpView> = {}): RsvpView {
  const userId = overrides.userId ?? nextId();
  return {
    id: nextId(),
    eventId: 'event-id',
    userId,
    status: 'attending',
    adultCount: 1,
    kidCount: 0,
    dietaryRestrictions: null,
    allergies: null,
    bringingSupplies: null,
    respondedAt: stamp,
    createdAt: stamp,
    waitlistPosition: null,
    coHost: false,
    answers: {},
    user: { id: userId, firstName: 'Gus', lastName: 'Guest', email: null, profileImageUrl: null },
    ...overrides,
  };
}

/** A plain main dish with no dietary flags. */
export function buildDish(overrides: Partial<DishView> = {}): DishView {
  const contributorId = overrides.contributorId ?? nextId();
  return {
    id: nextId(),
    eventId: 'event-id',
    contributorId,
    name: 'Lasagna',
    category: 'main_dish',
    description: null,
    servingSize: null,
    imageUrl: null,
    recipeLink: null,
    ...NO_DISH_FLAGS,
    createdAt: stamp,
    updatedAt: stamp,
    offeredAt: null,
    contributor: { id: contributorId, firstName: 'Gus', lastName: 'Guest' },
    ...overrides,
  };
}

/** A vegetarian dessert the suggestions card offers. */
export function buildDishSuggestion(overrides: Partial<DishSuggestion> = {}): DishSuggestion {
  return {
    name: 'Brownies',
    description: 'Fudgy chocolate squares.',
    category: 'dessert',
    ...NO_DISH_FLAGS,
    isVegetarian: true,
    ...overrides,
  };
}
