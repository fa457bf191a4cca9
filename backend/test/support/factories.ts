import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import type { DataSource } from 'typeorm';
import type { DishInput } from '../../src/contracts/dish.contract';
import type { EventInput } from '../../src/contracts/event.contract';
import type { RsvpInput } from '../../src/contracts/rsvp.contract';
import type { DishEntity } from '../../src/dishes/dish.entity';
import type { EventEntity } from '../../src/events/event.entity';
import type { RsvpEntity } from '../../src/rsvps/rsvp.entity';
import type { TestUser } from './test-app';

// Shared test builders: a valid default for everything, overrides for what a test is about. People come from
// test-app.ts (`signIn` for an account, `joinAsGuest` for a guest without one). Two ways to make things:
// - create*/answer*: through the API, as a user would (the rules of the modules apply);
// - seed*: rows inserted directly, for tests of one module that must not depend on another's API.

/**
 * Column values of a row, named as the entity names them (relations left out); a date may be given as an ISO string,
 * a JSON column as the object.
 */
type Row<E, Relations extends keyof E> = {
  [K in Exclude<keyof E, Relations>]?: Date extends E[K] ? E[K] | string : E[K];
};
type EventRow = Row<EventEntity, 'host'>;
type DishRow = Row<DishEntity, 'event' | 'contributor'>;
type RsvpRow = Row<RsvpEntity, 'event' | 'user'>;

const inOneWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/** A valid event body for POST /api/events, one week from now. */
export function eventBody(overrides: Partial<EventInput> = {}): EventInput {
  return {
    name: 'Test Potluck',
    description: 'Bring something',
    theme: 'other',
    date: inOneWeek(),
    location: '1 Test Street',
    allowNonVegetarian: true,
    allowVegetarian: true,
    allowVegan: true,
    dietaryNote: null,
    ...overrides,
  };
}

/** A valid dish body for POST /api/events/{eventId}/dishes. */
export function dishBody(overrides: Partial<DishInput> = {}): DishInput {
  return { name: 'Samosas', category: 'appetizer', ...overrides };
}

/** A valid RSVP body: Going, one adult. */
export function rsvpBody(overrides: Partial<RsvpInput> = {}): RsvpInput {
  return { status: 'attending', adultCount: 1, kidCount: 0, ...overrides };
}

/** Creates an event through the API; returns its id. */
export async function createEvent(host: TestUser, overrides: Partial<EventInput> = {}): Promise<string> {
  const res = await host.agent.post('/api/events').send(eventBody(overrides)).expect(201);
  return (res.body as { id: string }).id;
}

/** Offers a dish through the API, for a test that states the answer it expects (a refusal, say). */
export function postDish(user: TestUser, eventId: string, overrides: Partial<DishInput> = {}) {
  return user.agent.post(`/api/events/${eventId}/dishes`).send(dishBody(overrides));
}

/** Adds a dish through the API; returns its id. */
export async function createDish(user: TestUser, eventId: string, overrides: Partial<DishInput> = {}): Promise<string> {
  const res = await postDish(user, eventId, overrides).expect(201);
  return (res.body as { id: string }).id;
}

/** Answers an event's RSVP through the API: a status, or overrides of the whole body. Returns the answer. */
export async function answerRsvp(
  user: TestUser,
  eventId: string,
  answer: RsvpInput['status'] | Partial<RsvpInput> = {},
): Promise<Response> {
  const body = rsvpBody(typeof answer === 'string' ? { status: answer } : answer);
  return user.agent.post(`/api/events/${eventId}/rsvp`).send(body).expect(200);
}

async function insert(db: DataSource, table: string, row: object): Promise<string> {
  const columns = Object.keys(row);
  const rows: { id: string }[] = await db.query(
    `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')})
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "id"`,
    Object.values(row),
  );
  return rows[0].id;
}

/** A person's row (an account) inserted directly, for tests without an app to sign in to. */
export async function seedPerson(db: DataSource, firstName = 'Pat'): Promise<Pick<TestUser, 'id' | 'email'>> {
  const email = `${firstName.toLowerCase()}-${randomUUID()}@example.test`;
  return { id: await insert(db, 'users', { email, firstName, lastName: 'Tester' }), email };
}

/** An event row (one week from now) inserted directly; returns its id. */
export function seedEvent(db: DataSource, host: Pick<TestUser, 'id'>, overrides: EventRow = {}): Promise<string> {
  const row: EventRow = { name: 'Test Potluck', date: inOneWeek(), hostId: host.id, ...overrides };
  return insert(db, 'events', row);
}

/** Inserts one row about a person in an event; returns its id. */
type Seed<R> = (db: DataSource, eventId: string, who: Pick<TestUser, 'id'>, overrides?: R) => Promise<string>;

/** A dish row inserted directly. */
export const seedDish: Seed<DishRow> = (db, eventId, contributor, overrides = {}) =>
  insert(db, 'dishes', {
    eventId,
    contributorId: contributor.id,
    name: 'Samosas',
    category: 'main_dish',
    ...overrides,
  } satisfies DishRow);

/** An RSVP row inserted directly (Going unless told). */
export const seedRsvp: Seed<RsvpRow> = (db, eventId, user, overrides = {}) =>
  insert(db, 'rsvps', { eventId, userId: user.id, status: 'attending', ...overrides } satisfies RsvpRow);
