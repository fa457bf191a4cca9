import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface CreatedEvent {
  id: string;
  name: string;
}

/**
 * An event hosted by whoever `api` is signed in as (a page's `page.request` shares its cookies): a unique name, a
 * week ahead at 6:30 PM, in the Community Hall, unless `fields` say otherwise.
 */
export async function createEvent(api: APIRequestContext, fields: Record<string, unknown> = {}): Promise<CreatedEvent> {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  date.setHours(18, 30, 0, 0);
  const data = {
    name: `Harvest Potluck ${Date.now().toString(36)}`,
    date: date.toISOString(),
    location: 'Community Hall',
    ...fields,
  };
  const res = await api.post('/api/events', { data, headers: { 'Idempotency-Key': randomUUID() } });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, name: data.name };
}

/** Answers the event's RSVP as whoever `api` is signed in as: Going, one adult (a dish needs a place). */
export async function answerGoing(api: APIRequestContext, eventId: string): Promise<void> {
  const res = await api.post(`/api/events/${eventId}/rsvp`, {
    data: { status: 'attending', adultCount: 1, kidCount: 0 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(200);
}
