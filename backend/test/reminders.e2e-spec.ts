import request from 'supertest';
import { NotificationsService } from '../src/notifications/notifications.service';
import { randomUUID } from 'node:crypto';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { useMailingReplicas } from './support/mail-app';
import { expectMailedOnceEach, mailTo } from './support/mailed-once';
import { joinAsGuest, newJobsSchema, signIn } from './support/test-app';
import { until } from './support/until';
import { twoHourReminderDue } from './support/reminder-clock';

describe('E-mail reminders (pg-boss jobs, real SMTP, two app processes)', () => {
  // A job schema of their own: a scan queues the send of every reminder planned and not sent in the database, and in
  // the process's schema the files before this one could leave enough of those queued that this file's two came after
  // the time it waits (seen twice in clean runs).
  const { mail, a: replicaA, b: replicaB } = useMailingReplicas({ JOBS_SCHEMA: newJobsSchema() });

  it('sends each due reminder exactly once, in the event zone, with the dish and what is missing', async () => {
    const host = await signIn(replicaA.app, { firstName: 'Priya' });
    const going = await signIn(replicaA.app, { firstName: 'Gita' });
    const maybe = await signIn(replicaB.app, { firstName: 'Manu' });
    const notGoing = await signIn(replicaB.app, { firstName: 'Nina' });
    // The clock the scan is given: 1 h 55 min before the event, so the 2-hour reminder is due.
    const { eventDate, now } = twoHourReminderDue();
    const eventId = await createEvent(host, {
      name: 'Monsoon Supper',
      date: eventDate.toISOString(),
      timeZone: 'Asia/Kolkata',
    });
    await going.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0 });
    await maybe.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'maybe', adultCount: 1, kidCount: 0 });
    await notGoing.agent
      .post(`/api/events/${eventId}/rsvp`)
      .send({ status: 'not_attending', adultCount: 1, kidCount: 0 });
    await createDish(going, eventId, { name: 'Biryani', category: 'main_dish' });

    // Both processes scan at the same moment; both run send workers.
    const a = replicaA.app.get(NotificationsService);
    const b = replicaB.app.get(NotificationsService);
    await Promise.all([a.scan(now), b.scan(now), a.scan(now), b.scan(now)]);
    const forEvent = () => mail.smtp.mails.filter((m) => m.readable.includes('Monsoon Supper'));
    await until(() => forEvent().length >= 2);
    // Scanning again (a restart, the other replica, the cron) plans nothing new.
    await Promise.all([a.scan(now), b.scan(now)]);
    await expectMailedOnceEach(
      replicaA,
      forEvent,
      [going.email, maybe.email],
      // Not the push queue: push is not configured here, so its jobs (the scan plans them for any event in the shared
      // database that is due, other files' too) wait for a process that can push.
      ['reminder-email', 'reminder-scan'],
    );

    const toGoing = mailTo(forEvent(), going.email);
    expect(toGoing).toContain('Subject: Reminder: Monsoon Supper is in 2 hours');
    expect(toGoing).toMatch(/When: \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M GMT\+5:30/);
    expect(toGoing).toContain("You're bringing: Biryani");
    expect(toGoing).toContain('Still missing: Appetizers, Side Dishes, Desserts');
    expect(toGoing).toContain(`http://127.0.0.1:3999/events/${eventId}`);
    expect(toGoing).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const mailToMaybe = forEvent().find((m) => m.to.includes(maybe.email))!;
    const toMaybe = mailToMaybe.readable;
    expect(toMaybe).toContain("You haven't signed up for a dish yet.");

    // One-click unsubscribe: no session, and only for the address the link was made for.
    // A long header may be folded anywhere: read the URL with all whitespace taken out.
    const link = new URL(/List-Unsubscribe:<([^>]+)>/.exec(mailToMaybe.headers.replace(/\s+/g, ''))![1]);
    const forged = new URL(link);
    forged.searchParams.set('e', going.email);
    await request(replicaB.app.getHttpServer())
      .post(`${forged.pathname}${forged.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
    await request(replicaB.app.getHttpServer())
      .post(`${link.pathname}${link.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const rows: { email: string; scope: string }[] = await replicaA.db.query(
      `SELECT "email", "scope" FROM "email_unsubscribes" WHERE "email" IN ($1, $2)`,
      [going.email, maybe.email],
    );
    expect(rows).toEqual([{ email: maybe.email, scope: eventId }]);
  }, 90_000);

  it('reminds the invited who have not answered and those who said Maybe, once each, a day before answers close', async () => {
    const host = await signIn(replicaA.app, { firstName: 'Dana' });
    const maybe = await signIn(replicaA.app, { firstName: 'Mara' });
    const going = await signIn(replicaB.app, { firstName: 'Gus' });
    // A deadline of this test's own, days ahead: the files beside this one share the database and its scans.
    const closesAt = new Date(Date.now() + (3 + Math.floor(Math.random() * 300)) * 86_400_000);
    closesAt.setUTCSeconds(0, 0);
    const eventId = await createEvent(host, {
      name: 'Deadline Dumplings',
      date: new Date(closesAt.getTime() + 2 * 86_400_000).toISOString(),
      answersCloseAt: closesAt.toISOString(),
    });
    const invited = ['ivy', 'ian', 'iris'].map((n) => `${n}-${randomUUID().slice(0, 8)}@example.test`);
    for (const email of invited)
      await host.agent.post(`/api/events/${eventId}/invitations`).send({ email }).expect(201);
    await answerRsvp(maybe, eventId, 'maybe');
    await answerRsvp(going, eventId, 'attending');
    // One invited address answered, as a guest giving it: it is not reminded.
    await joinAsGuest(replicaB.app, eventId, { name: 'Iris', email: invited[2] });

    const now = new Date(closesAt.getTime() - 12 * 3600 * 1000);
    const a = replicaA.app.get(NotificationsService);
    const b = replicaB.app.get(NotificationsService);
    // Not due two days before; then planned by both processes at once, and again: sent once each.
    expect(await a.planAnswerReminders(new Date(closesAt.getTime() - 2 * 86_400_000))).toBe(0);
    await Promise.all([a.planAnswerReminders(now), b.planAnswerReminders(now)]);
    const reminders = () =>
      mail.smtp.mails.filter((m) => m.readable.includes('Subject: Are you coming to Deadline Dumplings?'));
    await until(() => reminders().length >= 3);
    await Promise.all([a.planAnswerReminders(now), b.planAnswerReminders(now)]);
    await expectMailedOnceEach(replicaA, reminders, [invited[0], invited[1], maybe.email], ['answer-reminder']);
    const toInvited = mailTo(reminders(), invited[0]);
    expect(toInvited).toContain('Answers for Deadline Dumplings close');
    expect(toInvited).toContain(`http://127.0.0.1:3999/join/${eventId}`);
  });

  it('leaves out events whose host switched reminders off', async () => {
    const host = await signIn(replicaA.app);
    const guest = await signIn(replicaA.app);
    const eventDate = new Date(Date.now() + 115 * 60 * 1000);
    const eventId = await createEvent(host, {
      name: 'Quiet Dinner',
      date: eventDate.toISOString(),
      remindersEnabled: false,
    });
    await guest.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0 });
    await replicaA.app.get(NotificationsService).scan(new Date(eventDate.getTime() - 115 * 60 * 1000));
    const rows: unknown[] = await replicaA.db.query(`SELECT 1 FROM "reminder_sends" WHERE "eventId" = $1`, [eventId]);
    expect(rows).toHaveLength(0);
  });

  it('batches guest answers and dishes into one host digest an hour', async () => {
    const host = await signIn(replicaA.app, { firstName: 'Hana', lastName: 'Host' });
    const guest = await signIn(replicaB.app, { firstName: 'Omar', lastName: 'Guest' });
    const eventId = await createEvent(host, { name: 'Digest Feast' });
    await guest.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0 });
    await createDish(guest, eventId, { name: 'Falafel', category: 'appetizer' });
    // Someone whose account has no name is "A guest", never a blank.
    const nameless = await signIn(replicaB.app, { firstName: '', lastName: '' });
    await nameless.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0 });
    // The host's own answer is not news to the host, nor is the host's own change to a guest's RSVP.
    await host.agent.put(`/api/events/${eventId}/co-hosts/${guest.id}`).send({ coHost: true }).expect(204);
    await host.agent.put(`/api/events/${eventId}/co-hosts/${guest.id}`).send({ coHost: false }).expect(204);
    await host.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0 });
    const digests = () =>
      mail.smtp.mails.filter((m) => m.to.includes(host.email) && m.readable.includes('News from Digest Feast'));
    const now = new Date();
    await Promise.all([
      replicaA.app.get(NotificationsService).sendDigests(now, [eventId]),
      replicaB.app.get(NotificationsService).sendDigests(now, [eventId]),
    ]);
    await until(() => digests().length >= 1);
    expect(digests()[0].readable.match(/- Omar Guest answered Going/g)).toHaveLength(1);
    expect(digests()[0].readable).toContain('- Omar Guest will bring Falafel');
    expect(digests()[0].readable).toContain('- A guest answered Going');
    expect(digests()[0].readable).not.toContain('Hana Host answered');

    // A change ten minutes later waits for the hour to pass, then comes alone.
    await guest.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'maybe', adultCount: 1, kidCount: 0 });
    const waiting = (): Promise<unknown[]> =>
      replicaA.db.query(`SELECT 1 FROM "host_digest_changes" WHERE "eventId" = $1 AND "sentAt" IS NULL`, [eventId]);
    // The change is recorded once its event is published, after the answer: the run below must find it.
    for (let news: unknown[] = []; news.length === 0; await new Promise((r) => setTimeout(r, 100)))
      news = await waiting();
    await replicaA.app.get(NotificationsService).sendDigests(new Date(now.getTime() + 10 * 60 * 1000), [eventId]);
    // The run sends its mail before it ends: nothing went, and the change still waits.
    expect(digests()).toHaveLength(1);
    expect(await waiting()).toHaveLength(1);
    await replicaB.app.get(NotificationsService).sendDigests(new Date(now.getTime() + 61 * 60 * 1000), [eventId]);
    await until(() => digests().length >= 2);
    expect(digests()[1].readable).toContain('- Omar Guest answered Maybe');
    expect(digests()[1].readable).not.toContain('Falafel');
  }, 90_000);

  it('drops the digest of an event deleted while the digests are being sent, without an error', async () => {
    const host = await signIn(replicaA.app, { firstName: 'Dara', lastName: 'Host' });
    const guest = await signIn(replicaA.app, { firstName: 'Eli', lastName: 'Guest' });
    const eventId = await createEvent(host, { name: 'Vanishing Feast' });
    await guest.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0 });
    for (let news: unknown[] = []; news.length === 0; await new Promise((r) => setTimeout(r, 100)))
      news = await replicaA.db.query(`SELECT 1 FROM "host_digest_changes" WHERE "eventId" = $1`, [eventId]);
    // Another request deletes the event and has not committed yet: the digest run finds its news, then waits on it.
    const deleting = replicaA.db.createQueryRunner();
    await deleting.connect();
    try {
      await deleting.startTransaction();
      await deleting.query(`DELETE FROM "events" WHERE "id" = $1`, [eventId]);
      const run = replicaB.app.get(NotificationsService).sendDigests(new Date(), [eventId]);
      for (let waiting: unknown[] = []; waiting.length === 0; await new Promise((r) => setTimeout(r, 100)))
        waiting = await replicaA.db.query(
          `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO "host_digests"%'`,
        );
      await deleting.commitTransaction();
      await expect(run).resolves.toBeUndefined();
    } finally {
      await deleting.release();
    }
    const claims: unknown[] = await replicaA.db.query(`SELECT 1 FROM "host_digests" WHERE "eventId" = $1`, [eventId]);
    expect(claims).toEqual([]);
  }, 90_000);
});
