import { randomUUID } from 'node:crypto';
import { AfterPartyNoticesService } from '../src/after-party/after-party-notices.service';
import { planAfterPartyNotices } from '../src/after-party/party-people.repository';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { signIn } from './support/test-app';
import { useMailingReplicas } from './support/mail-app';
import { expectMailedOnceEach, mailTo } from './support/mailed-once';
import { until } from './support/until';

describe('The after-party prompt reaches each contributor exactly once (two app processes, pg-boss, SMTP)', () => {
  const { mail, a, b } = useMailingReplicas();

  it('plans and sends on both processes at once, and still mails every contributor one prompt', async () => {
    const host = await signIn(a.app, { firstName: 'Hal' });
    const name = `Supper ${randomUUID().slice(0, 8)}`;
    const eventId = await createEvent(host, { name, date: new Date(Date.now() - 4 * 3_600_000).toISOString() });
    const ann = await signIn(a.app, { firstName: 'Ann' });
    const bob = await signIn(b.app, { firstName: 'Bob' });
    const cleo = await signIn(b.app, { firstName: 'Cleo' });
    for (const who of [ann, bob, cleo]) await answerRsvp(who, eventId, 'attending');
    // Ann brings two dishes: still one prompt, naming both. Cleo brings none: no prompt.
    await createDish(ann, eventId, { name: 'Lentil soup' });
    await createDish(ann, eventId, { name: 'Flatbread' });
    await createDish(bob, eventId, { name: 'Plum cake' });

    const sa = a.app.get(AfterPartyNoticesService);
    const sb = b.app.get(AfterPartyNoticesService);
    // Both processes scan at the same moment (and their minutely cron may too), then both try every row by hand.
    await Promise.all([sa.scan(new Date()), sb.scan(new Date()), sa.scan(new Date())]);
    const ids: { id: string }[] = await a.db.query(
      `SELECT "id" FROM "after_party_sends" WHERE "eventId" = $1 AND "kind" = 'prompt'`,
      [eventId],
    );
    expect(ids).toHaveLength(2);
    await Promise.all(ids.flatMap(({ id }) => [sa.send(id), sb.send(id), sb.send(id)]));
    await Promise.all([sa.queueUnsent(), sb.queueUnsent()]);
    const prompts = () => mail.smtp.mails.filter((m) => m.readable.includes(`${name}: add your recipe`));
    await expectMailedOnceEach(a.db, prompts, [ann.email, bob.email], ['after-party-send', 'after-party-scan']);
    expect(mailTo(prompts(), ann.email)).toContain('Thanks for bringing Lentil soup, Flatbread!');
    const unsent = await a.db.query(
      `SELECT 1 FROM "after_party_sends" WHERE "eventId" = $1 AND "kind" = 'prompt' AND "sentAt" IS NULL`,
      [eventId],
    );
    expect(unsent).toHaveLength(0);
  }, 90_000);

  it('plans around an account deleted while the plan runs: the others are asked, the deleted person is not', async () => {
    const host = await signIn(a.app);
    const staying = await signIn(a.app);
    const leaving = await signIn(a.app);
    const eventId = await createEvent(host, { date: new Date(Date.now() - 4 * 3_600_000).toISOString() });
    for (const guest of [staying, leaving]) {
      await answerRsvp(guest, eventId, 'attending');
      await createDish(guest, eventId, { name: 'Rice' });
    }
    // The account's deletion is under way (not committed) when the plan reads the party's contributors and guests.
    const deletion = a.db.createQueryRunner();
    await deletion.connect();
    try {
      await deletion.startTransaction();
      // As the account's deletion does: the person's dishes first, then the person (and with them their answers).
      await deletion.query(`DELETE FROM "dishes" WHERE "contributorId" = $1`, [leaving.id]);
      await deletion.query(`DELETE FROM "users" WHERE "id" = $1`, [leaving.id]);
      const [{ pid }]: { pid: number }[] = await deletion.query(`SELECT pg_backend_pid() AS "pid"`);
      // The party lasted 3 hours and ended an hour ago; its summary is due at once.
      const plan = planAfterPartyNotices(a.db, new Date(), 3, 7, 0);
      await until(async () => {
        const waiting: { n: number }[] = await a.db.query(
          `SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids("pid"))`,
          [pid],
        );
        return waiting[0].n >= 1;
      });
      await deletion.commitTransaction();
      await plan;
    } finally {
      await deletion.release();
    }
    const planned: { userId: string; kind: string }[] = await a.db.query(
      `SELECT "userId", "kind" FROM "after_party_sends" WHERE "eventId" = $1 AND "userId" = ANY($2) ORDER BY "kind"`,
      [eventId, [staying.id, leaving.id]],
    );
    expect(planned).toEqual([
      { userId: staying.id, kind: 'prompt' },
      { userId: staying.id, kind: 'summary' },
    ]);
  });
});
