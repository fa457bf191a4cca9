import { MailService } from '../src/mail/mail.service';
import { SeriesNoticesService } from '../src/series/series-notices.service';
import { SeriesService } from '../src/series/series.service';
import { eventBody } from './support/factories';
import { untilJobsIdle } from './support/jobs-idle';
import { RETRIED_WITHIN_MS } from './support/until';
import { signIn, type TestUser } from './support/test-app';
import { useMailingReplicas } from './support/mail-app';
import { expectMailedOnceEach, mailTo } from './support/mailed-once';
import { setClock } from './support/test-clock';

interface SeriesView {
  id: string;
  inviteLeadDays: number;
  occurrences: { eventId: string; date: string }[];
}

const rsvp = (who: TestUser, eventId: string, status: string) =>
  who.agent.post(`/api/events/${eventId}/rsvp`).send({ status, adultCount: 1, kidCount: 0 }).expect(200);

const listed = async (who: TestUser): Promise<string[]> =>
  ((await who.agent.get('/api/events').expect(200)).body as { id: string }[]).map((e) => e.id);

describe("A series' guests are invited to the next date, and told of a cancelled one, each exactly once (two processes)", () => {
  const { mail, a, b } = useMailingReplicas();

  it('invites who answered an earlier date, in their language, never the removed, the opted out or who answered already; cancelling tells its guests once', async () => {
    const name = `Supper club ${Date.now().toString(36)}`;
    const host = await signIn(a.app, { firstName: 'Sol' });
    const ann = await signIn(a.app, { firstName: 'Ann' }); // Going in March
    const bob = await signIn(b.app, { firstName: 'Bob' }); // Said no in March, reads Spanish: still a guest
    const rex = await signIn(a.app, { firstName: 'Rex' }); // Removed from April
    const olga = await signIn(b.app, { firstName: 'Olga' }); // Stopped e-mails about March
    const dan = await signIn(a.app, { firstName: 'Dan' }); // Answered April already
    const stranger = await signIn(b.app, { firstName: 'Stan' }); // Never answered any date
    await bob.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
    // The apps' clock: New Year's Day 2027, before every date of the series (and of any invitation's lead time).
    setClock([a.app, b.app], new Date('2027-01-01T00:00:00Z'));

    // Monthly on the first Thursday, 18:30 Paris: 4 March, 1 April, 6 May 2027...
    const first = (
      await host.agent
        .post('/api/events')
        .send(eventBody({ name, date: '2027-03-04T17:30:00.000Z', timeZone: 'Europe/Paris', location: 'The barn' }))
        .expect(201)
    ).body.id as string;
    const made = (await host.agent.post(`/api/events/${first}/series`).send({ frequency: 'monthly' }).expect(201))
      .body as SeriesView;
    expect(made.inviteLeadDays).toBe(14);
    await a.app.get(SeriesService).topUp(made.id, new Date('2027-03-01T00:00:00Z'));
    const view = (await host.agent.get(`/api/events/${first}/series`).expect(200)).body.series as SeriesView;
    const april = view.occurrences[1].eventId;
    const may = view.occurrences[2].eventId;
    expect(view.occurrences[1].date).toBe('2027-04-01T16:30:00.000Z');

    await rsvp(ann, first, 'attending');
    await rsvp(bob, first, 'not_attending');
    // Rex answered March and April, then the host removed him from April: he is never invited again.
    await rsvp(rex, first, 'attending');
    await rsvp(rex, april, 'attending');
    await rsvp(olga, first, 'maybe');
    await rsvp(dan, first, 'attending');
    await rsvp(dan, april, 'maybe');
    const [rexApril]: { id: string }[] = await a.db.query(
      `SELECT "id" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`,
      [april, rex.id],
    );
    await host.agent.delete(`/api/events/${april}/rsvps/${rexApril.id}`).expect(204);
    await a.db.query(`INSERT INTO "email_unsubscribes" ("email", "scope") VALUES ($1, $2)`, [
      olga.email.toLowerCase(),
      first,
    ]);

    // 20 March: April is within the 14 days, May is not. Both processes plan at once, one twice: one row each.
    const planner = [a.app.get(SeriesNoticesService), b.app.get(SeriesNoticesService)];
    const now = new Date('2027-03-20T00:00:00Z');
    setClock([a.app, b.app], now);
    await Promise.all([planner[0].planInvites(now), planner[1].planInvites(now), planner[0].planInvites(now)]);
    const rows: { id: string; userId: string; eventId: string }[] = await a.db.query(
      `SELECT "id", "userId", "eventId" FROM "series_notices" WHERE "seriesId" = $1 AND "kind" = 'invite'`,
      [made.id],
    );
    expect(rows.map((r) => r.userId).sort()).toEqual([ann.id, bob.id].sort());
    expect(new Set(rows.map((r) => r.eventId))).toEqual(new Set([april]));

    // The invited see April on their home screen (without answering it); the others do not.
    expect(await listed(ann)).toContain(april);
    expect(await listed(ann)).not.toContain(may);
    expect(await listed(rex)).not.toContain(april);
    expect(await listed(olga)).not.toContain(april);
    expect(await listed(stranger)).not.toContain(april);

    // Both processes run the send workers; both also send every row by hand at once, and queue them again.
    await Promise.all(rows.flatMap(({ id }) => [planner[0].send(id), planner[1].send(id), planner[0].send(id)]));
    await Promise.all([planner[0].queueUnsent(), planner[1].queueUnsent()]);
    const invites = () => mail.smtp.mails.filter((m) => m.readable.includes(name) && !m.readable.includes('Cancel'));
    await expectMailedOnceEach(a, invites, [ann.email, bob.email], ['series-notice', 'series-notice-scan']);
    const toAnn = mailTo(invites(), ann.email);
    expect(toAnn).toContain(`Subject: You're invited: ${name} on Thursday, April 1, 2027 at 6:30 PM GMT+2`);
    expect(toAnn).toContain('The barn');
    expect(toAnn).toContain(`/join/${april}`);
    const toBob = Buffer.from(mailTo(invites(), bob.email), 'latin1').toString();
    expect(toBob).toContain(`<title>Invitación: ${name} del jueves, 1 de abril de 2027, 18:30 CEST</title>`);
    expect(toBob).toContain('Respondiste a una fecha anterior');
    expect(toBob).not.toContain("You're invited");

    // A later scan plans nothing new: nobody is invited twice.
    await Promise.all([planner[0].scan(now), planner[1].scan(now)]);
    const again: unknown[] = await a.db.query(`SELECT 1 FROM "series_notices" WHERE "seriesId" = $1`, [made.id]);
    expect(again).toHaveLength(2);

    // Ann says she is going to April, Bob maybe; the host cancels April: each is told once, in their language.
    await rsvp(ann, april, 'attending');
    await rsvp(bob, april, 'maybe');
    await host.agent.post(`/api/events/${april}/series/cancel`).expect(204);
    const told: { id: string; userId: string }[] = await a.db.query(
      `SELECT "id", "userId" FROM "series_notices" WHERE "seriesId" = $1 AND "kind" = 'cancelled'`,
      [made.id],
    );
    expect(told.map((r) => r.userId).sort()).toEqual([ann.id, bob.id, dan.id].sort());
    await Promise.all(told.flatMap(({ id }) => [planner[0].send(id), planner[1].send(id)]));
    await Promise.all([planner[0].queueUnsent(), planner[1].queueUnsent()]);
    const cancelled = () =>
      mail.smtp.mails.filter((m) => m.readable.includes(name) && /<title>(Cancelled|Cancelado)/.test(m.readable));
    await expectMailedOnceEach(
      a,
      cancelled,
      [ann.email, bob.email, dan.email],
      ['series-notice', 'series-notice-scan'],
    );
    const bobTold = Buffer.from(mailTo(cancelled(), bob.email), 'latin1').toString();
    expect(bobTold).toContain(`<title>Cancelado: ${name} del jueves`);
    expect(bobTold).toContain('El anfitrión canceló');
    expect(await listed(ann)).not.toContain(april);

    // May, with April gone: Rex, removed from April, is still never invited; Olga stopped March's e-mails.
    const lateApril = new Date('2027-04-25T00:00:00Z');
    setClock([a.app, b.app], lateApril);
    await Promise.all([planner[0].planInvites(lateApril), planner[1].scan(lateApril)]);
    const mayInvites: { userId: string }[] = await a.db.query(
      `SELECT "userId" FROM "series_notices" WHERE "eventId" = $1 AND "kind" = 'invite'`,
      [may],
    );
    expect(mayInvites.map((r) => r.userId).sort()).toEqual([ann.id, bob.id, dan.id].sort());
    const mayRows: { id: string }[] = await a.db.query(
      `SELECT "id" FROM "series_notices" WHERE "eventId" = $1 AND "sentAt" IS NULL`,
      [may],
    );
    await Promise.all(mayRows.map(({ id }) => planner[1].send(id)));
    // A send finds a notice a queue's worker holds (planning queued it) and leaves it to that worker: wait for it.
    await untilJobsIdle(a.db, a.jobsSchema, RETRIED_WITHIN_MS, ['series-notice', 'series-notice-scan']);
    const unsent: unknown[] = await a.db.query(
      `SELECT 1 FROM "series_notices" WHERE "seriesId" = $1 AND "sentAt" IS NULL`,
      [made.id],
    );
    expect(unsent).toHaveLength(0);
    expect(a.app.get(MailService).delivery).toBe('smtp');
  }, 150_000);
});
