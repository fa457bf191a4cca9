import { randomUUID } from 'node:crypto';
import { ConversationDigest } from '../src/conversation/conversation-digest';
import { CONVERSATION_LIMITS } from '../src/contracts/conversation.rules';
import { NotificationsService } from '../src/notifications/notifications.service';
import { answerRsvp, createEvent } from './support/factories';
import { LocalPushService } from './support/push-service';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { joinAsGuest, signIn, useTestApp, type TestUser } from './support/test-app';

// No job queue here: pushes go at once from this app, and the test sends the due digests itself (an hour later).
describe('conversation notifications follow each person’s choice: push, e-mail digest or none', () => {
  const push = new LocalPushService();
  let smtp: TestSmtpServer;
  const t = useTestApp(async () => {
    smtp = await startSmtpServer();
    await push.start();
    return { ...push.appEnv(), SMTP_URL: smtp.url };
  });
  afterAll(async () => {
    await smtp?.close();
    await push.stop();
  });

  const inAnHour = () => new Date(Date.now() + 3600 * 1000 + 1000);
  const choose = (person: { agent: TestUser['agent'] }, channel: string) =>
    person.agent
      .put('/api/notification-settings/conversation')
      .set('Idempotency-Key', randomUUID())
      .send({ channel })
      .expect(200);
  const comment = async (person: TestUser, eventId: string, body: string, parentId: string | null = null) =>
    (
      await person.agent
        .post(`/api/events/${eventId}/comments`)
        .set('Idempotency-Key', randomUUID())
        .send({ body, parentId })
        .expect(201)
    ).body.id as string;
  const mailsTo = (person: TestUser) => smtp.to(person.email);

  it('answers the choice for accounts and guests, push by default once a browser has push on', async () => {
    const host = await signIn(t.app);
    const ana = await signIn(t.app);
    expect((await ana.agent.get('/api/notification-settings/conversation').expect(200)).body).toEqual({
      channel: 'digest',
    });
    await push.subscribe(ana);
    expect((await ana.agent.get('/api/notification-settings/conversation').expect(200)).body).toEqual({
      channel: 'push',
    });
    expect((await choose(ana, 'none')).body).toEqual({ channel: 'none' });
    expect((await ana.agent.get('/api/notification-settings/conversation').expect(200)).body).toEqual({
      channel: 'none',
    });

    // Someone who switched e-mail reminders off and has no push starts with nothing, as before this choice existed.
    const quiet = await signIn(t.app);
    await quiet.agent
      .put('/api/notification-settings')
      .set('Idempotency-Key', randomUUID())
      .send({ emailReminders: false, hostDigest: true })
      .expect(200);
    expect((await quiet.agent.get('/api/notification-settings/conversation').expect(200)).body).toEqual({
      channel: 'none',
    });

    // A guest without an address chooses too (push or nothing mean something without one).
    const guest = await joinAsGuest(t.app, await createEvent(host));
    expect((await choose(guest, 'push')).body).toEqual({ channel: 'push' });

    const bad = await ana.agent
      .put('/api/notification-settings/conversation')
      .set('Idempotency-Key', randomUUID())
      .send({ channel: 'sms' })
      .expect(400);
    expect(Object.keys(bad.body.fieldErrors as object)).toEqual(['channel']);
    expect((await ana.agent.get('/api/notification-settings/conversation').expect(200)).body.channel).toBe('none');
  });

  it('tells of a reply: none sends nothing, push one push and no mail, the digest one mail listing the replies', async () => {
    const host = await signIn(t.app, { firstName: 'Hana', lastName: 'Host' });
    const eventId = await createEvent(host, { name: 'Quiet Supper' });
    const [nora, pia, dev, omar] = await Promise.all(
      ['Nora', 'Pia', 'Dev', 'Omar'].map((firstName) => signIn(t.app, { firstName, lastName: 'Guest' })),
    );
    for (const p of [nora, pia, dev, omar]) await answerRsvp(p, eventId, 'attending');
    const noraPush = await push.subscribe(nora);
    const piaPush = await push.subscribe(pia);
    const devPush = await push.subscribe(dev);
    await choose(nora, 'none');
    await choose(pia, 'push');
    await choose(dev, 'digest');

    const noraSaid = await comment(nora, eventId, 'Is there parking?');
    const piaSaid = await comment(pia, eventId, 'Can I bring my sister?');
    const devSaid = await comment(dev, eventId, 'Shall I bring chairs?');
    await comment(omar, eventId, 'Street parking after 6.', noraSaid);
    await comment(omar, eventId, 'Of course she can!', piaSaid);
    await comment(omar, eventId, 'Yes please, four.', devSaid);
    await comment(host, eventId, 'And a table if you have one.', devSaid);
    await t.app.get(ConversationDigest).sendDue(inAnHour());

    expect(noraPush.messages()).toEqual([]);
    expect(mailsTo(nora)).toEqual([]);

    expect(piaPush.messages()).toEqual([
      expect.objectContaining({ title: 'New reply in Quiet Supper', body: 'Omar Guest: Of course she can!' }),
    ]);
    expect(mailsTo(pia)).toEqual([]);

    expect(devPush.messages()).toEqual([]);
    const digests = mailsTo(dev);
    expect(digests).toHaveLength(1);
    const mail = Buffer.from(digests[0].readable, 'latin1').toString();
    expect(mail).toContain('Subject: 2 new replies for you on Potluck');
    expect(mail).toContain('Omar Guest replied in Quiet Supper: “Yes please, four.”');
    expect(mail).toContain('Hana Host replied in Quiet Supper: “And a table if you have one.”');
    expect(mail).toContain(`/events/${eventId}`);
    expect(mail).toContain('Stop e-mails about this event');

    // The period's digest went: sending again sends nothing more.
    await t.app.get(ConversationDigest).sendDue(inAnHour());
    expect(mailsTo(dev)).toHaveLength(1);
  });

  it('collapses the pushes of one thread into one notification and caps them per hour, the rest going to the digest', async () => {
    const host = await signIn(t.app);
    const eventId = await createEvent(host, { name: 'Busy Thread' });
    const pia = await signIn(t.app, { firstName: 'Pia' });
    const omar = await signIn(t.app, { firstName: 'Omar', lastName: 'Guest' });
    for (const p of [pia, omar]) await answerRsvp(p, eventId, 'attending');
    const piaPush = await push.subscribe(pia);
    const first = await comment(pia, eventId, 'Who brings ice?');
    const second = await comment(pia, eventId, 'Any parking?');
    const { limit } = CONVERSATION_LIMITS.conversationPushesPerPerson;
    // One reply in the second thread, then more replies in the first than the hour allows.
    await comment(omar, eventId, 'Street parking.', second);
    for (let i = 1; i <= limit + 1; i++) await comment(omar, eventId, `Ice ${i}`, first);

    const pushed = piaPush.messages() as Array<{ tag?: string; renotify?: boolean; body: string }>;
    expect(pushed).toHaveLength(limit);
    // Each thread is one notification, replaced by the next reply of that thread, which alerts again.
    expect(pushed[0]).toMatchObject({ tag: `talk-thread:${second}`, renotify: true });
    expect(new Set(pushed.slice(1).map((m) => m.tag))).toEqual(new Set([`talk-thread:${first}`]));
    expect(pushed.every((m) => m.renotify === true)).toBe(true);
    // The replies past the cap are in the e-mail digest of the hour, though Pia chose push.
    await t.app.get(ConversationDigest).sendDue(inAnHour());
    const digests = mailsTo(pia);
    expect(digests).toHaveLength(1);
    const mail = Buffer.from(digests[0].readable, 'latin1').toString();
    expect(mail).toContain('Subject: 2 new replies for you on Potluck');
    expect(mail).toContain(`Omar Guest replied in Busy Thread: “Ice ${limit}”`);
    expect(mail).toContain(`Omar Guest replied in Busy Thread: “Ice ${limit + 1}”`);
  });

  it('keeps mute on top of the choice, hides names with the guest list and never tells the author', async () => {
    const host = await signIn(t.app);
    const eventId = await createEvent(host, { name: 'Muted Picnic', showGuestList: false });
    const [mia, lou, zoe] = await Promise.all(['Mia', 'Lou', 'Zoe'].map((firstName) => signIn(t.app, { firstName })));
    for (const p of [mia, lou, zoe]) await answerRsvp(p, eventId, 'attending');
    const miaPush = await push.subscribe(mia);
    const zoePush = await push.subscribe(zoe);
    await choose(lou, 'digest');
    await choose(zoe, 'push');
    for (const muted of [mia, lou]) {
      await muted.agent
        .put(`/api/events/${eventId}/talk-mute`)
        .set('Idempotency-Key', randomUUID())
        .send({ muted: true })
        .expect(204);
    }
    const miaSaid = await comment(mia, eventId, 'Who brings the blanket?');
    const louSaid = await comment(lou, eventId, 'I can bring lemonade.');
    const zoeSaid = await comment(zoe, eventId, 'Sun or shade?');
    await comment(zoe, eventId, 'I will!', miaSaid);
    await comment(zoe, eventId, 'Lovely.', louSaid);
    await comment(mia, eventId, 'Shade, please.', zoeSaid);
    await comment(zoe, eventId, 'Noted.', zoeSaid);
    await t.app.get(ConversationDigest).sendDue(inAnHour());

    expect(miaPush.messages()).toEqual([]);
    expect(mailsTo(lou)).toEqual([]);
    // Zoe hears of Mia's reply once, as "A guest" (the host keeps the guest list private), and not of her own.
    expect(zoePush.messages()).toEqual([
      expect.objectContaining({ title: 'New reply in Muted Picnic', body: 'A guest: Shade, please.' }),
    ]);
  });

  it('tells a guest the host answered their private question, the way they chose', async () => {
    const host = await signIn(t.app, { firstName: 'Hana', lastName: 'Host' });
    const eventId = await createEvent(host, { name: 'Answer Party' });
    const asker = await signIn(t.app, { firstName: 'Asha' });
    const pusher = await signIn(t.app, { firstName: 'Paul' });
    for (const p of [asker, pusher]) await answerRsvp(p, eventId, 'attending');
    const pusherPush = await push.subscribe(pusher);
    const ask = async (person: TestUser, body: string) =>
      (
        await person.agent
          .post(`/api/events/${eventId}/questions`)
          .set('Idempotency-Key', randomUUID())
          .send({ body })
          .expect(201)
      ).body.id as string;
    const answer = (id: string, text: string) =>
      host.agent
        .put(`/api/questions/${id}/answer`)
        .set('Idempotency-Key', randomUUID())
        .send({ answer: text, announce: null })
        .expect(200);
    await answer(await ask(asker, 'Is there parking?'), 'Yes, on the street.');
    await answer(await ask(pusher, 'Vegan options?'), 'Plenty.');
    await t.app.get(ConversationDigest).sendDue(inAnHour());

    const digests = mailsTo(asker);
    expect(digests).toHaveLength(1);
    const mail = Buffer.from(digests[0].readable, 'latin1').toString();
    expect(mail).toContain('Subject: 1 new reply for you on Potluck');
    expect(mail).toContain('Hana Host answered your question about Answer Party: “Yes, on the street.”');
    expect(pusherPush.messages()).toEqual([
      expect.objectContaining({ title: 'Your question about Answer Party was answered', body: 'Hana Host: Plenty.' }),
    ]);
    expect(mailsTo(pusher)).toEqual([]);
  });

  it('mails no digest to an address stopped with "Stop all Potluck e-mails" nor to a guest’s unconfirmed one', async () => {
    const host = await signIn(t.app);
    const eventId = await createEvent(host, { name: 'Stopped Supper' });
    const stopped = await signIn(t.app);
    const guestEmail = `guest-${randomUUID()}@example.test`;
    const guest = await joinAsGuest(t.app, eventId, { name: 'Gus', email: guestEmail });
    await answerRsvp(stopped, eventId, 'attending');
    await choose(stopped, 'digest');
    await choose(guest, 'digest');
    const link = new URL(t.app.get(NotificationsService).unsubscribeUrl(stopped.email, 'all'));
    await stopped.agent.post(`${link.pathname}${link.search}`).expect(200);

    const stoppedSaid = await comment(stopped, eventId, 'Anyone driving?');
    const guestSaid = await comment(guest, eventId, 'Can I come late?');
    await comment(host, eventId, 'I am.', stoppedSaid);
    await comment(host, eventId, 'Sure.', guestSaid);
    const items = () =>
      t.db.query<{ userId: string; sentAt: Date | null }[]>(
        `SELECT "userId", "sentAt" FROM "talk_digest_items" WHERE "eventId" = $1`,
        [eventId],
      );
    // Both are news for their digests...
    expect((await items()).map((i) => i.userId).sort()).toEqual([stopped.id, guest.id].sort());
    await t.app.get(ConversationDigest).sendDue(inAnHour());
    // ...but the mail policy refuses both addresses: nothing is sent, and nothing is kept to send later.
    expect(smtp.to(stopped.email)).toEqual([]);
    // (The guest's only mail is the one asking to confirm the address, sent when they joined.)
    expect(smtp.to(guestEmail).map((m) => /^Subject: (.*)$/m.exec(m.readable)?.[1])).toEqual([
      'Confirm your e-mail address for Potluck',
    ]);
    expect((await items()).every((i) => i.sentAt !== null)).toBe(true);
  });
  it('writes the digest in the recipient’s language, whoever replied', async () => {
    const host = await signIn(t.app, { firstName: 'Hana', lastName: 'Host' });
    const eventId = await createEvent(host, { name: 'Fête du cidre' });
    const amelie = await signIn(t.app, { firstName: 'Amélie' });
    await amelie.agent.put('/api/locale').send({ locale: 'fr' }).expect(200);
    await answerRsvp(amelie, eventId, 'attending');
    await choose(amelie, 'digest');
    await comment(host, eventId, 'Bring mugs!', await comment(amelie, eventId, 'Chaud ou froid ?'));
    await t.app.get(ConversationDigest).sendDue(inAnHour());

    const [mail] = mailsTo(amelie);
    const text = Buffer.from(mail.readable, 'latin1').toString();
    // (The subject header is MIME-encoded; the HTML part's title is the same subject.)
    expect(text).toContain('<title>1 nouvelle réponse pour toi sur Potluck</title>');
    expect(text).toContain('Hana Host a répondu dans Fête du cidre : « Bring mugs! »');
    expect(text).toContain('<html lang="fr" dir="ltr">');
    expect(text).not.toContain('replied in');
  });
});
