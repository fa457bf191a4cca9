import type { EventSummary } from '@contracts/event.contract';

// Builders for test data: a complete, valid object with sensible values, and only what a test is about overridden.

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

/** An upcoming event as the lists show it: the caller is a Going guest, nothing planned yet. */
export function buildEventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
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
    role: 'guest',
    myRsvpStatus: 'attending',
    myDish: null,
    myWaitlistPosition: null,
    dishSlots: null,
    capacity: null,
    categoryCounts: {},
    waitlistCount: 0,
    ...overrides,
  };
}
