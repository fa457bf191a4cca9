import { randomUUID } from 'node:crypto';
import { NudgeService } from '../src/jobs/nudge.service';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { signIn } from './support/test-app';
import { useMailingReplicas } from './support/mail-app';
import { expectMailedOnceEach, mailTo } from './support/mailed-once';

const HOUR = 3_600_000;

describe('The nudge names what is still missing, once, to the host and the going guests who signed up for nothing', () => {
  const { mail, a, b } = useMailingReplicas();

  it('plans nothing before its time, then nudges each of the right people once from two processes', async () => {
    const host = await signIn(a.app, { firstName: 'Hal' });
    const name = `Supper ${randomUUID().slice(0, 8)}`;
    const date = new Date(Date.now() + 72 * HOUR);
    const eventId = await createEvent(host, { name, date: date.toISOString(), dishSlots: { main_dish: 2 } });
    const [ann, bob, cleo, dan] = await Promise.all(
      ['Ann', 'Bob', 'Cleo', 'Dan'].map((firstName) => signIn(a.app, { firstName })),
    );
    for (const who of [ann, bob, cleo]) await answerRsvp(who, eventId, 'attending');
    await answerRsvp(dan, eventId, 'maybe');
    // Bob brings a main (one of two), Cleo takes one of the two places washing up; Ann has signed up for nothing.
    await createDish(bob, eventId, { name: 'Lentil soup', category: 'main_dish' });
    const job = await host.agent.post(`/api/events/${eventId}/jobs`).send({ title: 'Wash up', needed: 2 }).expect(201);
    await cleo.agent.put(`/api/events/${eventId}/jobs/${(job.body as { id: string }).id}/helpers/me`).expect(200);

    const sa = a.app.get(NudgeService);
    const sb = b.app.get(NudgeService);
    const planned = async () => {
      const rows: { userId: string }[] = await a.db.query(`SELECT "userId" FROM "nudge_sends" WHERE "eventId" = $1`, [
        eventId,
      ]);
      return rows.map((r) => r.userId);
    };
    // 49 hours before: the nudge (48 hours unless the host says otherwise) is not due.
    await sa.scan(new Date(date.getTime() - 49 * HOUR));
    expect(await planned()).toEqual([]);

    // 47 hours before, on both processes at once, each trying every row by hand too.
    const at = new Date(date.getTime() - 47 * HOUR);
    await Promise.all([sa.scan(at), sb.scan(at), sa.scan(at)]);
    expect((await planned()).sort()).toEqual([host.id, ann.id].sort());
    const ids: { id: string }[] = await a.db.query(`SELECT "id" FROM "nudge_sends" WHERE "eventId" = $1`, [eventId]);
    await Promise.all(ids.flatMap(({ id }) => [sa.send(id), sb.send(id)]));
    await Promise.all([sa.queueUnsent(), sb.queueUnsent()]);

    const nudges = () => mail.smtp.mails.filter((m) => m.readable.includes(`Still missing for ${name}`));
    await expectMailedOnceEach(a, nudges, [host.email, ann.email], ['nudge-send', 'nudge-scan']);
    expect(mailTo(nudges(), ann.email)).toContain(
      'Still missing: Main Dishes (1 more), Wash up (1 more). Can you bring or do one of them?',
    );
    expect(mailTo(nudges(), host.email)).toContain('Nobody has signed up for these yet: Main Dishes (1 more), Wash up');
    // A later scan plans nobody again.
    await sa.scan(new Date(date.getTime() - 46 * HOUR));
    expect((await planned()).length).toBe(2);
  }, 90_000);

  it('follows the host: earlier, later, or not at all', async () => {
    const host = await signIn(a.app);
    const guest = await signIn(a.app);
    const date = new Date(Date.now() + 100 * HOUR);
    const eventId = await createEvent(host, { date: date.toISOString(), dishSlots: { dessert: 1 } });
    await answerRsvp(guest, eventId, 'attending');
    const sa = a.app.get(NudgeService);
    const planned = async () => {
      const rows: unknown[] = await a.db.query(`SELECT 1 FROM "nudge_sends" WHERE "eventId" = $1`, [eventId]);
      return rows.length;
    };

    expect((await host.agent.get(`/api/events/${eventId}/nudge`).expect(200)).body).toEqual({ hours: 48 });
    await guest.agent.put(`/api/events/${eventId}/nudge`).send({ hours: null }).expect(403);
    await host.agent.put(`/api/events/${eventId}/nudge`).send({ hours: null }).expect(200);
    await sa.scan(new Date(date.getTime() - 2 * HOUR));
    expect(await planned()).toBe(0);

    await host.agent.put(`/api/events/${eventId}/nudge`).send({ hours: 72 }).expect(200);
    await sa.scan(new Date(date.getTime() - 73 * HOUR));
    expect(await planned()).toBe(0);
    await sa.scan(new Date(date.getTime() - 71 * HOUR));
    expect(await planned()).toBe(2);
  }, 90_000);
});
