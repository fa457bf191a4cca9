import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { get, type IncomingHttpHeaders } from 'node:http';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { VersionsService } from '../src/platform/versions/versions.service';
import { eventBody } from './support/factories';
import { signInCookie, useReplicas } from './support/ws-client';

/**
 * Statements PostgreSQL received from this process (both app instances, every pool, the session store's too): the
 * spy calls through, so the apps run as they would. An answer from the in-memory caches sends none.
 */
const statements = jest.spyOn(Client.prototype, 'query');
const databaseReads = () => statements.mock.calls.length;

/** Versioned answers compressed so far: the ETag interceptor compresses each with one synchronous zlib call. */
const brotli = jest.spyOn(zlib, 'brotliCompressSync');
const gzip = jest.spyOn(zlib, 'gzipSync');
const compressions = {
  get count() {
    return brotli.mock.calls.length + gzip.mock.calls.length;
  },
};

/** Polls until `check` holds, for at most `ms` (the 1 s across processes that the caches promise). */
async function within<T>(ms: number, probe: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Two Nest apps stand for two app processes (each with its own pool, LISTEN connection and caches) on one database:
 * what one changes, the other's in-memory versions, sessions and users learn through the NOTIFY channel.
 */
describe('in-memory versions, ETags and sessions across processes', () => {
  const r = useReplicas();

  const on = (app: INestApplication) => request(app.getHttpServer());

  async function createEventOn(app: INestApplication, cookie: string): Promise<string> {
    const res = await on(app).post('/api/events').set('Cookie', cookie).send(eventBody()).expect(201);
    return (res.body as { id: string }).id;
  }

  it('answers an unchanged event 304 from memory, and a change made through the other process within 1 s', async () => {
    const host = await signInCookie(r.appA, 'Host');
    const guest = await signInCookie(r.appB, 'Guest');
    const eventId = await createEventOn(r.appA, host.cookie);
    // The guest answered Going (a dish needs a place), inserted before anything is read or cached (version 2).
    await r.appA
      .get(DataSource)
      .query(`INSERT INTO "rsvps" ("eventId", "userId", "status") VALUES ($1, $2, 'attending')`, [eventId, guest.id]);
    // A change made outside the app reaches its memory as a database notice, a moment later: the reads below start
    // once process A knows version 2, or its first answer could carry version 1 and the second a new ETag.
    const versions = r.appA.get(VersionsService);
    while (((await versions.eventVersion(eventId)) ?? 0) < 2) await new Promise((done) => setTimeout(done, 50));

    for (const path of [`/api/events/${eventId}`, `/api/events/${eventId}/dishes`, `/api/events/${eventId}/insights`]) {
      const first = await on(r.appA).get(path).set('Cookie', host.cookie).expect(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[a-z]/);
      const before = databaseReads();
      await on(r.appA).get(path).set('Cookie', host.cookie).set('If-None-Match', etag).expect(304);
      expect(databaseReads() - before).toBe(0);
    }

    const detail = await on(r.appA).get(`/api/events/${eventId}`).set('Cookie', host.cookie).expect(200);
    const etag = detail.headers.etag;
    expect(detail.body.version).toBe(2);
    await on(r.appB)
      .post(`/api/events/${eventId}/dishes`)
      .set('Cookie', guest.cookie)
      .send({ name: 'Mango lassi', category: 'soft_drinks' })
      .expect(201);
    const after = await within(
      1000,
      () => on(r.appA).get(`/api/events/${eventId}`).set('Cookie', host.cookie).set('If-None-Match', etag),
      (res) => res.status === 200,
    );
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body.version).toBe(3);
    expect(after.body.dishes.map((d: { name: string }) => d.name)).toEqual(['Mango lassi']);
  });

  it("revalidates a user's list from memory and sees an RSVP or an edit made through the other process within 1 s", async () => {
    const host = await signInCookie(r.appB, 'Host');
    const guest = await signInCookie(r.appA, 'Guest');
    const eventId = await createEventOn(r.appB, host.cookie);

    const empty = await on(r.appA).get('/api/events').set('Cookie', guest.cookie).expect(200);
    expect(empty.body).toEqual([]);
    const emptyTag = empty.headers.etag;
    const before = databaseReads();
    await on(r.appA).get('/api/events').set('Cookie', guest.cookie).set('If-None-Match', emptyTag).expect(304);
    expect(databaseReads() - before).toBe(0);

    // The guest's RSVP through B puts the event into their list on A.
    await on(r.appB)
      .post(`/api/events/${eventId}/rsvp`)
      .set('Cookie', guest.cookie)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    const joined = await within(
      1000,
      () => on(r.appA).get('/api/events').set('Cookie', guest.cookie).set('If-None-Match', emptyTag),
      (res) => res.status === 200,
    );
    expect(joined.body.map((e: { id: string }) => e.id)).toEqual([eventId]);
    const listTag = joined.headers.etag;
    await on(r.appA).get('/api/events').set('Cookie', guest.cookie).set('If-None-Match', listTag).expect(304);

    // The host renames the event through B: the guest's list on A changes.
    await on(r.appB)
      .put(`/api/events/${eventId}`)
      .set('Cookie', host.cookie)
      .send(eventBody({ name: 'Renamed supper' }))
      .expect(200);
    const renamed = await within(
      1000,
      () => on(r.appA).get('/api/events').set('Cookie', guest.cookie).set('If-None-Match', listTag),
      (res) => res.status === 200,
    );
    expect(renamed.body[0].name).toBe('Renamed supper');
  });

  it('refuses on process B, within 1 s, a session signed out on process A', async () => {
    const user = await signInCookie(r.appA, 'Leaving');
    // B has the session and the user in memory now.
    await on(r.appB).get('/api/auth/user').set('Cookie', user.cookie).expect(200);
    await on(r.appB).get('/api/events').set('Cookie', user.cookie).expect(200);
    await on(r.appA).post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
    const refused = await within(
      1000,
      () => on(r.appB).get('/api/events').set('Cookie', user.cookie),
      (res) => res.status === 401,
    );
    expect(refused.status).toBe(401);
  });

  it('shows on process B, within 1 s, a name changed on process A', async () => {
    const user = await signInCookie(r.appA, 'Renaming');
    // B has the user in memory now, with a few seconds of its 10 left.
    expect((await on(r.appB).get('/api/auth/user').set('Cookie', user.cookie).expect(200)).body.nickname).toBeFalsy();
    await on(r.appA).put('/api/profile').set('Cookie', user.cookie).send({ nickname: 'Gracie' }).expect(200);
    const renamed = await within(
      1000,
      () => on(r.appB).get('/api/auth/user').set('Cookie', user.cookie),
      (res) => (res.body as { nickname?: string }).nickname === 'Gracie',
    );
    expect(renamed.body).toMatchObject({ nickname: 'Gracie' });
  });

  it('numbers the changes of an event one by one, whichever process made them, and shows e-mails to the host only', async () => {
    const host = await signInCookie(r.appA, 'Host');
    const guest = await signInCookie(r.appB, 'Guest');
    const other = await signInCookie(r.appB, 'Other');
    const eventId = await createEventOn(r.appA, host.cookie);
    const hostSocket = r.connect(r.a, host.cookie);
    const otherSocket = r.connect(r.a, other.cookie);
    for (const socket of [hostSocket, otherSocket]) {
      await socket.opened;
      socket.send({ type: 'join_event', eventId });
      expect(await socket.next()).toEqual({ type: 'joined', eventId, seq: 1 });
    }

    await on(r.appB)
      .post(`/api/events/${eventId}/rsvp`)
      .set('Cookie', guest.cookie)
      .send({ status: 'attending', adultCount: 2, kidCount: 1 })
      .expect(200);
    await on(r.appA)
      .post(`/api/events/${eventId}/dishes`)
      .set('Cookie', host.cookie)
      .send({ name: 'Dal', category: 'main_dish' })
      .expect(201);

    const hostRsvp = await hostSocket.next();
    const otherRsvp = await otherSocket.next();
    expect(hostRsvp).toMatchObject({
      type: 'rsvp_updated',
      seq: 2,
      rsvp: { userId: guest.id, adultCount: 2, user: { firstName: 'Guest', email: expect.stringContaining('@') } },
      event: { confirmedGuestCount: 3 },
    });
    expect(otherRsvp).toMatchObject({
      type: 'rsvp_updated',
      seq: 2,
      rsvp: { userId: guest.id, user: { email: null }, dietaryRestrictions: null },
    });
    expect(JSON.stringify(otherRsvp)).not.toMatch(/ws-[0-9a-f-]+@example\.test/);
    expect(await hostSocket.next()).toMatchObject({ type: 'dish_added', seq: 3, dish: { name: 'Dal' } });
    expect(await otherSocket.next()).toMatchObject({
      type: 'dish_added',
      seq: 3,
      event: { totalDishCount: 1, version: 3 },
    });

    // An edit of the event brings the insights and suggestions of the edited event (the same the API now answers).
    await on(r.appB)
      .put(`/api/events/${eventId}`)
      .set('Cookie', host.cookie)
      .send(eventBody({ name: 'Vegan supper', allowNonVegetarian: false, allowVegetarian: false }))
      .expect(200);
    const edited = await otherSocket.next();
    expect(edited).toMatchObject({ type: 'event_updated', seq: 4, event: { name: 'Vegan supper', allowVegan: true } });
    const insights = await on(r.appA).get(`/api/events/${eventId}/insights`).set('Cookie', other.cookie).expect(200);
    const suggestions = await on(r.appA)
      .get(`/api/events/${eventId}/dish-suggestions`)
      .set('Cookie', other.cookie)
      .expect(200);
    expect(edited).toMatchObject({ insights: insights.body, suggestions: suggestions.body });
  });
  it('sends a versioned answer compressed once per version, in the encoding the client prefers', async () => {
    const host = await signInCookie(r.appA, 'Host');
    const eventId = await createEventOn(r.appA, host.cookie);
    for (let i = 0; i < 12; i++) {
      await on(r.appA)
        .post(`/api/events/${eventId}/dishes`)
        .set('Cookie', host.cookie)
        .set('Idempotency-Key', randomUUID())
        .send({ name: `Dish number ${i} with a long enough name`, category: 'main_dish' })
        .expect(201);
    }
    const path = `/api/events/${eventId}`;
    const plain = await on(r.appA).get(path).set('Cookie', host.cookie).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.stringify(plain.body).length).toBeGreaterThan(1024);

    // Raw bytes, as they travel (supertest would decompress them).
    const raw = (encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get(`${r.a.origin}${path}`, { headers: { cookie: host.cookie, 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const compressedBefore = compressions.count;
    const br = await raw('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(plain.body);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(plain.body);
    // The same version is not compressed again: the same bytes come back.
    expect(compressions.count - compressedBefore).toBe(2);
    expect((await raw('br')).body).toEqual(br.body);
    expect((await raw('gzip;q=0.5, br')).body).toEqual(br.body);
    expect(compressions.count - compressedBefore).toBe(2);

    // A change makes a new version, compressed anew.
    await on(r.appA)
      .put(`/api/events/${eventId}`)
      .set('Cookie', host.cookie)
      .set('Idempotency-Key', randomUUID())
      .send(eventBody({ name: 'Renamed potluck' }))
      .expect(200);
    const after = await raw('br');
    expect((JSON.parse(brotliDecompressSync(after.body).toString('utf8')) as { name: string }).name).toBe(
      'Renamed potluck',
    );
  });
});
