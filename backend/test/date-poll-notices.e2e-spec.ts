import { DatePollNoticesService } from '../src/date-polls/date-poll-notices.service';
import { eventBody } from './support/factories';
import { signIn, type TestUser } from './support/test-app';
import { useMailingReplicas } from './support/mail-app';
import { expectMailedOnceEach, mailTo } from './support/mailed-once';

const day = (n: number) => {
  const d = new Date(Date.now() + n * 24 * 3600 * 1000);
  d.setUTCHours(17, 0, 0, 0);
  return d.toISOString();
};

describe('The picked date is told to each person who answered exactly once (two app processes, pg-boss, SMTP)', () => {
  const { mail, a, b } = useMailingReplicas();

  it('mails every answerer once, with one tap to Going for those who said Yes, and tells open pages live', async () => {
    const host = await signIn(a.app, { firstName: 'Hal' });
    const ann = await signIn(a.app, { firstName: 'Ann' });
    const bob = await signIn(b.app, { firstName: 'Bob' });
    const cleo = await signIn(b.app, { firstName: 'Cleo' });
    // Bob reads Potluck in Spanish: his notice comes in Spanish, whoever picked the date.
    await bob.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
    const created = await host.agent
      .post('/api/events')
      .send({
        ...eventBody({ name: 'Harvest Supper', timeZone: 'Europe/Paris' }),
        date: undefined,
        dateOptions: [day(9), day(16)],
      })
      .expect(201);
    const eventId = created.body.id as string;
    const poll = await host.agent.get(`/api/events/${eventId}/date-poll`).expect(200);
    const [early, late] = (poll.body.options as { id: string; startsAt: string }[]).sort(
      (x, y) => Date.parse(x.startsAt) - Date.parse(y.startsAt),
    );
    const answer = (who: TestUser, optionId: string, value: string) =>
      who.agent
        .put(`/api/events/${eventId}/date-poll/answers`)
        .send({ answers: [{ optionId, answer: value }] })
        .expect(200);
    await answer(ann, late.id, 'yes');
    await answer(bob, late.id, 'maybe');
    await answer(cleo, early.id, 'yes');
    await answer(cleo, late.id, 'no');

    a.published.length = 0;
    await host.agent.post(`/api/events/${eventId}/date-poll/pick`).send({ optionId: late.id }).expect(200);
    expect(a.published.filter((e) => e.eventId === eventId).map((e) => e.type)).toEqual(['event_updated']);

    // Both processes run the send workers; both also try every notice by hand at the same moment, and the scan
    // queues them again: still one mail each.
    const ids: { id: string }[] = await a.db.query(`SELECT "id" FROM "date_poll_notices" WHERE "eventId" = $1`, [
      eventId,
    ]);
    const sa = a.app.get(DatePollNoticesService);
    const sb = b.app.get(DatePollNoticesService);
    await Promise.all(ids.flatMap(({ id }) => [sa.send(id), sb.send(id), sa.send(id)]));
    await Promise.all([sa.queueUnsent(), sb.queueUnsent()]);
    const forEvent = () => mail.smtp.mails.filter((m) => m.readable.includes('Harvest Supper'));
    await expectMailedOnceEach(
      a,
      forEvent,
      [ann.email, bob.email, cleo.email],
      ['date-poll-notice', 'date-poll-notice-scan'],
    );
    expect(forEvent().some((m) => m.to.includes(host.email))).toBe(false);

    const toAnn = mailTo(forEvent(), ann.email);
    expect(toAnn).toContain('Subject: Harvest Supper: the date is set');
    expect(toAnn).toMatch(/When: \w+day, \w+ \d+, \d{4} at 6:00 PM GMT\+1/);
    expect(toAnn).toContain(`/events/${eventId}?rsvp=going`);
    const toBob = mailTo(forEvent(), bob.email);
    expect(toBob).not.toContain('?rsvp=going');
    const bobReads = Buffer.from(toBob, 'latin1').toString();
    expect(bobReads).toContain('Subject: Harvest Supper: ya hay fecha');
    expect(bobReads).toContain('Ya hay fecha para Harvest Supper');
    expect(bobReads).toMatch(/Cuándo: [^\s,]+, \d+ de [^\s]+ de \d{4}/);
    expect(bobReads).not.toContain('the date is set');
    expect(toAnn).not.toContain('ya hay fecha');
    const unsent = await a.db.query(`SELECT 1 FROM "date_poll_notices" WHERE "eventId" = $1 AND "sentAt" IS NULL`, [
      eventId,
    ]);
    expect(unsent).toHaveLength(0);
  }, 90_000);
});
