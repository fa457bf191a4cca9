import { randomUUID } from 'node:crypto';
import { IdempotencyService } from '../src/platform/idempotency/idempotency.service';
import { createEvent } from './support/factories';
import { useTestApp, signIn } from './support/test-app';

/** Changes stay exactly-once when the database goes away between a change and the record of its answer. */
describe('idempotency records when the database fails mid-request', () => {
  const t = useTestApp();

  /** A signed-in host's event and one dish POST that always sends the same Idempotency-Key. */
  async function dishWithKey(name: string) {
    const me = await signIn(t.app);
    const eventId = await createEvent(me);
    const key = randomUUID();
    const send = () =>
      me.agent.post(`/api/events/${eventId}/dishes`).set('Idempotency-Key', key).send({ name, category: 'dessert' });
    return { me, eventId, key, send };
  }

  it('a create that runs again with its key (record lost) finds its row instead of making a second one', async () => {
    const { me, eventId, key, send } = await dishWithKey('Once only');
    const first = await send().expect(201);
    // As if the answer had never been recorded (the key given back after a failure on our side).
    await t.db.query(`DELETE FROM "idempotency_keys" WHERE "userId" = $1 AND "key" = $2`, [me.id, key]);
    const again = await send().expect(201);
    expect(again.body.id).toBe(first.body.id);
    const rows = await t.db.query(`SELECT 1 FROM "dishes" WHERE "eventId" = $1 AND "name" = 'Once only'`, [eventId]);
    expect(rows).toHaveLength(1);

    const eventKey = randomUUID();
    const created = await me.agent
      .post('/api/events')
      .set('Idempotency-Key', eventKey)
      .send({ name: 'Once event', date: new Date(Date.now() + 864e5).toISOString() })
      .expect(201);
    await t.db.query(`DELETE FROM "idempotency_keys" WHERE "userId" = $1 AND "key" = $2`, [me.id, eventKey]);
    const recreated = await me.agent
      .post('/api/events')
      .set('Idempotency-Key', eventKey)
      .send({ name: 'Once event', date: new Date(Date.now() + 864e5).toISOString() })
      .expect(201);
    expect(recreated.body.id).toBe(created.body.id);
    expect(
      await t.db.query(`SELECT 1 FROM "events" WHERE "hostId" = $1 AND "name" = 'Once event'`, [me.id]),
    ).toHaveLength(1);
  });

  it('a record left "processing" by a request that died is taken over after a while, not stuck for days', async () => {
    const { me, eventId, key, send } = await dishWithKey('Stuck pie');
    await send().expect(201);
    await t.db.query(
      `UPDATE "idempotency_keys" SET "state" = 'processing', "responseStatus" = NULL, "responseBody" = NULL
       WHERE "userId" = $1 AND "key" = $2`,
      [me.id, key],
    );
    const inFlight = await send().expect(409);
    expect(inFlight.body.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    await t.db.query(
      `UPDATE "idempotency_keys" SET "createdAt" = now() - interval '3 minutes' WHERE "userId" = $1 AND "key" = $2`,
      [me.id, key],
    );
    await send().expect(201);
    expect(
      await t.db.query(`SELECT 1 FROM "dishes" WHERE "eventId" = $1 AND "name" = 'Stuck pie'`, [eventId]),
    ).toHaveLength(1);
  });

  it('stores an answer it could not store at first as soon as the database answers again', async () => {
    const me = await signIn(t.app);
    const idempotency = t.app.get(IdempotencyService);
    const original = idempotency.complete.bind(idempotency);
    const spy = jest
      .spyOn(idempotency, 'complete')
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'))
      .mockImplementation(original);
    try {
      const key = randomUUID();
      await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Later' }).expect(200);
      // Until it is stored the key is in flight (the client retries); then the replay is answered from the record.
      let replayed = false;
      for (let i = 0; i < 40 && !replayed; i++) {
        const res = await me.agent.put('/api/profile').set('Idempotency-Key', key).send({ nickname: 'Later' });
        expect([200, 409]).toContain(res.status);
        replayed = res.headers['idempotent-replayed'] === 'true';
        if (!replayed) await new Promise((r) => setTimeout(r, 100));
      }
      expect(replayed).toBe(true);
      expect(idempotency.pendingWrites).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });
});
