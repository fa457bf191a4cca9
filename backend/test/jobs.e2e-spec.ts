import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DishView } from '../src/contracts/dish.contract';
import type { JobView } from '../src/contracts/jobs.rules';
import type { PublicEvent } from '../src/contracts/event.contract';
import { seedDish, seedEvent, seedRsvp } from './support/factories';
import { signIn, useTestApp, type TestUser } from './support/test-app';

describe('jobs besides food, and a dish that changes hands', () => {
  const t = useTestApp();

  async function addJob(host: TestUser, eventId: string, body: Record<string, unknown> = {}): Promise<JobView> {
    const res = await host.agent
      .post(`/api/events/${eventId}/jobs`)
      .send({ title: 'Set up the tables', needed: 2, ...body })
      .expect(201);
    return res.body as JobView;
  }

  const take = (user: TestUser, eventId: string, jobId: string) =>
    user.agent.put(`/api/events/${eventId}/jobs/${jobId}/helpers/me`);

  async function helperRows(jobId: string): Promise<string[]> {
    const rows: { userId: string }[] = await t.db.query(`SELECT "userId" FROM "job_helpers" WHERE "jobId" = $1`, [
      jobId,
    ]);
    return rows.map((r) => r.userId);
  }

  it('lets the host add, change and delete a job, and a going guest take and leave it', async () => {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const guest = await signIn(t.app, { firstName: 'Gus' });
    const eventId = await seedEvent(t.db, host, { timeZone: 'Europe/Berlin' });
    await seedRsvp(t.db, eventId, guest);

    const job = await addJob(host, eventId, { title: '  Bring ice ', needed: 1, startsAt: '2030-06-01T17:30' });
    expect(job).toMatchObject({
      title: 'Bring ice',
      needed: 1,
      startsAt: '2030-06-01T17:30',
      helpers: [],
      mine: false,
    });
    const [row]: { startsAt: Date }[] = await t.db.query(`SELECT "startsAt" FROM "jobs" WHERE "id" = $1`, [job.id]);
    // 17:30 in Berlin in summer is 15:30 UTC.
    expect(row.startsAt.toISOString()).toBe('2030-06-01T15:30:00.000Z');
    expect(t.published).toContainEqual({ type: 'job_updated', eventId, jobId: job.id, seq: expect.any(Number) });

    // A guest may not add or change jobs.
    await guest.agent.post(`/api/events/${eventId}/jobs`).send({ title: 'Mine' }).expect(403);
    await guest.agent.put(`/api/events/${eventId}/jobs/${job.id}`).send({ title: 'Mine' }).expect(403);

    const taken = await take(guest, eventId, job.id).expect(200);
    expect(taken.body).toMatchObject({ mine: true, helpers: [{ id: guest.id, firstName: 'Gus' }] });
    // Taking it again changes nothing; the host sees who took it.
    await take(guest, eventId, job.id).expect(200);
    expect(await helperRows(job.id)).toEqual([guest.id]);
    const list = await host.agent.get(`/api/events/${eventId}/jobs`).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: job.id, mine: false, helpers: [expect.objectContaining({ id: guest.id })] }),
    ]);

    // Full: the host (a manager, without answering) is refused the last place.
    const full = await take(host, eventId, job.id).expect(409);
    expect(full.body).toMatchObject({ code: 'JOB_FULL' });

    const changed = await host.agent
      .put(`/api/events/${eventId}/jobs/${job.id}`)
      .send({ title: 'Bring two bags of ice', needed: 2, startsAt: null })
      .expect(200);
    expect(changed.body).toMatchObject({ title: 'Bring two bags of ice', needed: 2, startsAt: null });
    await take(host, eventId, job.id).expect(200);

    const left = await guest.agent.delete(`/api/events/${eventId}/jobs/${job.id}/helpers/me`).expect(200);
    expect(left.body).toMatchObject({ mine: false, helpers: [expect.objectContaining({ id: host.id })] });
    expect(await helperRows(job.id)).toEqual([host.id]);

    await host.agent.delete(`/api/events/${eventId}/jobs/${job.id}`).expect(204);
    await host.agent.delete(`/api/events/${eventId}/jobs/${job.id}`).expect(404);
    expect((await host.agent.get(`/api/events/${eventId}/jobs`).expect(200)).body).toEqual([]);
  });

  it('refuses a job to a guest without a place, and frees their places when they leave Going', async () => {
    const host = await signIn(t.app);
    const stranger = await signIn(t.app);
    const maybe = await signIn(t.app);
    const guest = await signIn(t.app);
    const eventId = await seedEvent(t.db, host);
    await seedRsvp(t.db, eventId, maybe, { status: 'maybe' });
    const job = await addJob(host, eventId);

    expect((await take(stranger, eventId, job.id).expect(409)).body).toMatchObject({ code: 'RSVP_REQUIRED' });
    expect((await take(maybe, eventId, job.id).expect(409)).body).toMatchObject({ code: 'RSVP_NOT_GOING' });
    expect(await helperRows(job.id)).toEqual([]);

    await guest.agent
      .post(`/api/events/${eventId}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    await take(guest, eventId, job.id).expect(200);
    await guest.agent
      .post(`/api/events/${eventId}/rsvp`)
      .send({ status: 'not_attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    expect(await helperRows(job.id)).toEqual([]);
  });

  it('lands a sign-up sent twice under one Idempotency-Key once, and gives the last place to one of two guests', async () => {
    const host = await signIn(t.app);
    const [a, b, c] = await Promise.all([signIn(t.app), signIn(t.app), signIn(t.app)]);
    const eventId = await seedEvent(t.db, host);
    await Promise.all([a, b, c].map((g) => seedRsvp(t.db, eventId, g)));
    const job = await addJob(host, eventId, { needed: 2 });

    const key = randomUUID();
    const first = await take(a, eventId, job.id).set('Idempotency-Key', key).expect(200);
    const again = await take(a, eventId, job.id).set('Idempotency-Key', key).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await helperRows(job.id)).toEqual([a.id]);

    const answers = await Promise.all([take(b, eventId, job.id), take(c, eventId, job.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await helperRows(job.id)).length).toBe(2);
  });

  it('lists each job with who took it in the host’s CSV', async () => {
    const host = await signIn(t.app);
    const guest = await signIn(t.app, { firstName: 'Gus', lastName: 'Guest' });
    const eventId = await seedEvent(t.db, host, { timeZone: 'UTC' });
    await seedRsvp(t.db, eventId, guest);
    const ice = await addJob(host, eventId, { title: 'Bring ice', needed: 2, startsAt: '2030-06-01T17:30' });
    await take(guest, eventId, ice.id).expect(200);
    const csv = await host.agent.get(`/api/events/${eventId}/export.csv`).expect(200);
    expect(csv.text).toContain('Job,Gus Guest,,,,,,Bring ice,2030-06-01 17:30,1/2,');
  });

  it('shows what jobs still need on the join page', async () => {
    const host = await signIn(t.app);
    const guest = await signIn(t.app);
    const eventId = await seedEvent(t.db, host);
    await seedRsvp(t.db, eventId, guest);
    const ice = await addJob(host, eventId, { title: 'Bring ice', needed: 1 });
    await addJob(host, eventId, { title: 'Wash up', needed: 3 });
    await take(guest, eventId, ice.id).expect(200);
    const view = await request(t.app.getHttpServer()).get(`/api/public/events/${eventId}`).expect(200);
    expect((view.body as PublicEvent).jobsNeeded).toEqual([{ title: 'Wash up', missing: 3 }]);
  });

  describe('a dish that changes hands', () => {
    it('counts an offered dish as missing, and gives it to exactly one of two guests taking it at once', async () => {
      const host = await signIn(t.app);
      const cook = await signIn(t.app, { firstName: 'Cook' });
      const [a, b] = await Promise.all([signIn(t.app, { firstName: 'Ann' }), signIn(t.app, { firstName: 'Bob' })]);
      const eventId = await seedEvent(t.db, host, { dishSlots: { main_dish: 1 } });
      await Promise.all([cook, a, b].map((g) => seedRsvp(t.db, eventId, g)));
      const dishId = await seedDish(t.db, eventId, cook, {
        name: 'Lasagne',
        isVegetarian: true,
        imageUrl: '/api/photos/lasagne.jpg',
        needsFridge: true,
      });

      // Only its contributor (or a host) offers it.
      await a.agent.put(`/api/dishes/${dishId}/offer`).expect(403);
      const offered = await cook.agent.put(`/api/dishes/${dishId}/offer`).expect(200);
      expect((offered.body as DishView).offeredAt).toEqual(expect.any(String));
      expect(t.published).toContainEqual(expect.objectContaining({ type: 'dish_updated', dishId, handOff: 'offered' }));

      const view = await request(t.app.getHttpServer()).get(`/api/public/events/${eventId}`).expect(200);
      expect((view.body as PublicEvent).dishes).toEqual([expect.objectContaining({ name: 'Lasagne', offered: true })]);
      const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
      expect(detail.body).toMatchObject({ totalDishCount: 0, categoryCounts: {} });

      const answers = await Promise.all(
        [a, b].map((g) => g.agent.post(`/api/events/${eventId}/dishes/${dishId}/take-over`)),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const refused = answers.find((r) => r.status === 409)!;
      expect(refused.body).toMatchObject({
        code: 'DISH_NOT_OFFERED',
        message: 'Someone else took over this dish already.',
      });
      const winner = answers[0].status === 200 ? a : b;

      const [dish]: {
        contributorId: string;
        offeredAt: Date | null;
        isVegetarian: boolean;
        imageUrl: string;
        needsFridge: boolean;
      }[] = await t.db.query(`SELECT * FROM "dishes" WHERE "id" = $1`, [dishId]);
      expect(dish).toMatchObject({
        contributorId: winner.id,
        offeredAt: null,
        isVegetarian: true,
        imageUrl: '/api/photos/lasagne.jpg',
        needsFridge: true,
      });
      expect(t.published).toContainEqual(expect.objectContaining({ type: 'dish_updated', dishId, handOff: 'taken' }));
      // The host is told, in the next digest as of any guest's dish change: the offer, then who took it over.
      const winnerName = winner === a ? 'Ann' : 'Bob';
      const digest = async () => {
        const rows: { summary: string }[] = await t.db.query(
          `SELECT "summary" FROM "host_digest_changes" WHERE "eventId" = $1`,
          [eventId],
        );
        return rows.map((r) => r.summary);
      };
      // Recorded just after the change is published: wait for the line (a signal, polled), not for time.
      for (let i = 0; i < 100 && !(await digest()).some((line) => line.includes('took over')); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await digest()).toEqual(
        expect.arrayContaining([
          expect.stringContaining("can't bring Lasagne any more: it's up for grabs"),
          expect.stringMatching(new RegExp(`^${winnerName}.* took over Lasagne$`)),
        ]),
      );
      const after = await host.agent.get(`/api/events/${eventId}`).expect(200);
      expect(after.body).toMatchObject({ totalDishCount: 1, categoryCounts: { main_dish: 1 } });
    });

    it('refuses a dish that was not offered, and lets its contributor take the offer back', async () => {
      const host = await signIn(t.app);
      const cook = await signIn(t.app);
      const guest = await signIn(t.app);
      const eventId = await seedEvent(t.db, host);
      await Promise.all([cook, guest].map((g) => seedRsvp(t.db, eventId, g)));
      const dishId = await seedDish(t.db, eventId, cook);
      const refused = await guest.agent.post(`/api/events/${eventId}/dishes/${dishId}/take-over`).expect(409);
      expect(refused.body).toMatchObject({ code: 'DISH_NOT_OFFERED' });

      await cook.agent.put(`/api/dishes/${dishId}/offer`).expect(200);
      const kept = await cook.agent.delete(`/api/dishes/${dishId}/offer`).expect(200);
      expect(kept.body).toMatchObject({ offeredAt: null, contributorId: cook.id });
      await guest.agent.post(`/api/events/${eventId}/dishes/${dishId}/take-over`).expect(409);
    });
  });
});
