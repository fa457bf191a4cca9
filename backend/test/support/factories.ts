import type { TestUser } from './test-app';

/** A valid event body for POST /api/events, one week from now. */
export function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Test Potluck',
    description: 'Bring something',
    theme: 'other',
    date: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    location: '1 Test Street',
    allowNonVegetarian: true,
    allowVegetarian: true,
    allowVegan: true,
    dietaryNote: null,
    ...overrides,
  };
}

/** Creates an event through the API; returns its id. */
export async function createEvent(host: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await host.agent.post('/api/events').send(eventBody(overrides)).expect(201);
  return (res.body as { id: string }).id;
}

/** Adds a dish through the API; returns its id. */
export async function createDish(
  user: TestUser,
  eventId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await user.agent
    .post(`/api/events/${eventId}/dishes`)
    .send({ name: 'Samosas', category: 'appetizer', ...overrides })
    .expect(201);
  return (res.body as { id: string }).id;
}

/** Answers an event's RSVP through the API. */
export async function answerRsvp(user: TestUser, eventId: string, status = 'attending'): Promise<void> {
  await user.agent.post(`/api/events/${eventId}/rsvp`).send({ status, adultCount: 1, kidCount: 0 }).expect(200);
}
