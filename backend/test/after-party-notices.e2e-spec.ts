import { randomUUID } from 'node:crypto';
import { AfterPartyNoticesService } from '../src/after-party/after-party-notices.service';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { signIn } from './support/test-app';
import { useMailingReplicas } from './support/mail-app';
import { expectMailedOnceEach, mailTo } from './support/mailed-once';

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
    await expectMailedOnceEach(a, prompts, [ann.email, bob.email], ['after-party-send', 'after-party-scan']);
    expect(mailTo(prompts(), ann.email)).toContain('Thanks for bringing Lentil soup, Flatbread!');
    const unsent = await a.db.query(
      `SELECT 1 FROM "after_party_sends" WHERE "eventId" = $1 AND "kind" = 'prompt' AND "sentAt" IS NULL`,
      [eventId],
    );
    expect(unsent).toHaveLength(0);
  }, 90_000);
});
