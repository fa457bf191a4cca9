import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { IdempotencyService } from '../src/platform/idempotency/idempotency.service';
import { UsersService } from '../src/users/users.service';
import { signIn, useTestApp } from './support/test-app';

/** The Idempotency-Key machinery itself, exercised on PUT /api/profile (feature endpoints have their own cases). */
describe('Idempotency-Key', () => {
  const t = useTestApp();
  let app: INestApplication;
  let db: DataSource;

  beforeAll(() => {
    ({ app, db } = t);
  });
  afterAll(() => {
    jest.restoreAllMocks();
  });

  it('replays the stored response for the same key and changes nothing', async () => {
    const me = await signIn(app, { firstName: 'Ida' });
    const key = randomUUID();

    const first = await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Idee' }).expect(200);
    expect(first.body.nickname).toBe('Idee');
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // A later change without the key, then the first request arrives again (a late retry).
    await me.agent.put('/api/profile').send({ nickname: 'Later' }).expect(200);
    const replay = await me.agent
      .put('/api/profile')
      .set('Idempotency-Key', key)
      .send({ nickname: 'Idee' })
      .expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);

    const now = await me.agent.get('/api/auth/user').expect(200);
    expect(now.body.nickname).toBe('Later');
  });

  it('runs the handler once for the same key sent twice', async () => {
    const me = await signIn(app);
    const spy = jest.spyOn(app.get(UsersService), 'updateProfile');
    spy.mockClear();
    const key = randomUUID();
    await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Once' }).expect(200);
    await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Once' }).expect(200);
    expect(spy.mock.calls.filter(([userId]) => userId === me.id)).toHaveLength(1);
    spy.mockRestore();
  });

  it('treats bodies with the same content in another key order as the same request', async () => {
    const me = await signIn(app);
    const key = randomUUID();
    await me.agent
      .put('/api/profile')
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send('{"nickname":"Ann","extra":1}')
      .expect(200);
    const again = await me.agent
      .put('/api/profile')
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send('{ "extra": 1, "nickname": "Ann" }')
      .expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses the same key with a different body with 422', async () => {
    const me = await signIn(app);
    const key = randomUUID();
    await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'One' }).expect(200);
    const res = await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Two' }).expect(422);
    expect(res.body).toEqual({ message: expect.any(String), code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await me.agent.get('/api/auth/user')).body.nickname).toBe('One');
  });

  it('answers 409 with Retry-After while the first request with the key is still running', async () => {
    const me = await signIn(app);
    const key = randomUUID();
    const service = app.get(IdempotencyService);
    // Hold the handler of the first request until the second one has been answered.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const users = app.get(UsersService);
    const original = users.updateProfile.bind(users);
    const spy = jest.spyOn(users, 'updateProfile').mockImplementation(async (...args) => {
      await gate;
      return original(...args);
    });
    const first = me.agent
      .put('/api/profile')
      .set('Idempotency-Key', key)
      .send({ nickname: 'Slow' })
      .then((r) => r);
    await waitFor(
      async () =>
        (await db.query(`SELECT 1 FROM "idempotency_keys" WHERE "userId" = $1 AND "key" = $2`, [me.id, key])).length ===
        1,
    );

    const second = await me.agent
      .put('/api/profile')
      .set('Idempotency-Key', key)
      .send({ nickname: 'Slow' })
      .expect(409);
    expect(second.body.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    expect(second.headers['retry-after']).toBe('1');

    release();
    expect((await first).status).toBe(200);
    spy.mockRestore();
    const third = await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Slow' }).expect(200);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(await service.claim(me.id, key, 'x'.repeat(64))).toEqual({ kind: 'mismatch' });
  });

  it('has exactly one of many concurrent same-key requests run the handler', async () => {
    const me = await signIn(app);
    const spy = jest.spyOn(app.get(UsersService), 'updateProfile');
    spy.mockClear();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Race' }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(results.filter((r) => r.status === 200 && !r.headers['idempotent-replayed'])).toHaveLength(1);
    expect(spy.mock.calls.filter(([userId]) => userId === me.id)).toHaveLength(1);
    spy.mockRestore();
  });

  it('stores client errors and replays them', async () => {
    const me = await signIn(app);
    const key = randomUUID();
    const body = { nickname: 'x'.repeat(101) };
    const first = await me.agent.put('/api/profile').set('Idempotency-Key', key).send(body).expect(400);
    const again = await me.agent.put('/api/profile').set('Idempotency-Key', key).send(body).expect(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('gives the key back after a server error so the retry runs', async () => {
    const me = await signIn(app);
    const key = randomUUID();
    const spy = jest
      .spyOn(app.get(UsersService), 'updateProfile')
      .mockRejectedValueOnce(new Error('database went away'));
    await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Retry' }).expect(500);
    const retry = await me.agent
      .put('/api/profile')
      .set('Idempotency-Key', key)
      .send({ nickname: 'Retry' })
      .expect(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.body.nickname).toBe('Retry');
    spy.mockRestore();
  });

  it('scopes keys per user', async () => {
    const a = await signIn(app);
    const b = await signIn(app);
    const key = randomUUID();
    await a.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'A' }).expect(200);
    const res = await b.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'B' }).expect(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(res.body.nickname).toBe('B');
  });

  it('keeps records for 7 days (as long as a change may wait in the offline queue), then lets the key run again and prunes them', async () => {
    const me = await signIn(app);
    const key = randomUUID();
    await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Old' }).expect(200);
    await db.query(
      `UPDATE "idempotency_keys" SET "createdAt" = now() - interval '6 days 23 hours' WHERE "userId" = $1`,
      [me.id],
    );
    await me.agent.put('/api/profile').send({ nickname: 'Newer' }).expect(200);
    expect(
      (await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Old' })).headers[
        'idempotent-replayed'
      ],
    ).toBe('true');

    await db.query(`UPDATE "idempotency_keys" SET "createdAt" = now() - interval '7 days 1 hour' WHERE "userId" = $1`, [
      me.id,
    ]);
    const rerun = await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Old' }).expect(200);
    expect(rerun.headers['idempotent-replayed']).toBeUndefined();

    const other = randomUUID();
    await me.agent.put('/api/profile').set('Idempotency-Key', other).send({ nickname: 'Gone' }).expect(200);
    await db.query(
      `UPDATE "idempotency_keys" SET "createdAt" = now() - interval '7 days 1 hour' WHERE "userId" = $1 AND "key" = $2`,
      [me.id, other],
    );
    await app.get(IdempotencyService).prune();
    const left = await db.query(`SELECT "key" FROM "idempotency_keys" WHERE "userId" = $1`, [me.id]);
    expect(left).toEqual([{ key }]);
  });

  it('rejects a malformed key and ignores the header on reads', async () => {
    const me = await signIn(app);
    const bad = await me.agent.put('/api/profile').set('Idempotency-Key', 'short').send({ nickname: 'X' }).expect(400);
    expect(bad.body.code).toBe('INVALID_IDEMPOTENCY_KEY');
    await me.agent.get('/api/auth/user').set('Idempotency-Key', randomUUID()).expect(200);
    const rows = await db.query(`SELECT 1 FROM "idempotency_keys" WHERE "userId" = $1`, [me.id]);
    expect(rows).toHaveLength(0);
  });
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met');
}
