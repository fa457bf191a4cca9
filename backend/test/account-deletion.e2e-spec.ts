import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PERSON_COLUMNS } from '../src/account/person-columns';
import { PERSON_DELETION, PERSON_TRACES } from '../src/account/person-deletion';
import { png, uploadPhoto } from './photo-fixtures';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { joinAsGuest, signIn, useTestApp, type TestUser } from './support/test-app';

type Row = Record<string, unknown>;

/** The primary key columns of a table, to find its rows again after the deletion. */
async function keyOf(db: DataSource, table: string): Promise<string[]> {
  const rows: { column: string }[] = await db.query(
    `SELECT a."attname" AS "column" FROM pg_index i
       JOIN pg_attribute a ON a."attrelid" = i."indrelid" AND a."attnum" = ANY(i."indkey")
      WHERE i."indrelid" = $1::regclass AND i."indisprimary"`,
    [`"${table}"`],
  );
  return rows.map((r) => r.column);
}

/** Every row that names the person in each column of PERSON_DELETION, by its primary key. */
async function rowsNaming(db: DataSource, userId: string): Promise<Map<string, { key: string[]; rows: Row[] }>> {
  const held = new Map<string, { key: string[]; rows: Row[] }>();
  for (const column of Object.keys(PERSON_DELETION)) {
    const [table, name] = column.split('.');
    const key = await keyOf(db, table);
    const rows: Row[] = await db.query(
      `SELECT ${key.map((k) => `"${k}"`).join(', ')} FROM "${table}" WHERE "${name}" = $1`,
      [userId],
    );
    held.set(column, { key, rows });
  }
  return held;
}

/** The row of `table` with this primary key, as it is now (undefined when gone). */
async function rowNow(db: DataSource, table: string, key: string[], row: Row): Promise<Row | undefined> {
  const where = key.map((k, i) => `"${k}" = $${i + 1}`).join(' AND ');
  const rows: Row[] = await db.query(
    `SELECT * FROM "${table}" WHERE ${where}`,
    key.map((k) => row[k]),
  );
  return rows[0];
}

describe('delete my account', () => {
  const t = useTestApp();
  let db: DataSource;

  beforeAll(() => {
    db = t.app.get(DataSource);
  });

  /**
   * A person with a row in every table that can name them: hosting one event they hand over (with its cover, series,
   * invitation and announcement) and one they delete, and taking part in someone else's (RSVP, dish with a photo,
   * comment with a reply under it, reaction, question, poll answer), with settings, a push subscription, a pending
   * mail and the bookkeeping of what was sent to them.
   */
  async function leaverWithEverything() {
    const leaver = await signIn(t.app, { firstName: 'Canary-leaver' });
    const coHost = await signIn(t.app, { firstName: 'Cohost' });
    const host = await signIn(t.app, { firstName: 'Other-host' });
    const guest = await signIn(t.app, { firstName: 'Other-guest' });
    const handed = await createEvent(leaver, { name: 'Handed event' });
    const deleted = await createEvent(leaver, { name: 'Deleted event' });
    await answerRsvp(coHost, handed, { status: 'attending' });
    await leaver.agent.put(`/api/events/${handed}/co-hosts/${coHost.id}`).send({ coHost: true }).expect(204);
    await uploadPhoto(leaver, `/api/events/${handed}/cover`, await png());

    const other = await createEvent(host, { name: 'Other event' });
    await answerRsvp(leaver, other, { status: 'attending', dietaryRestrictions: 'Canary-diet' });
    await answerRsvp(guest, other, { status: 'attending' });
    const dishId = await createDish(leaver, other, { name: 'Canary dish' });
    await uploadPhoto(leaver, `/api/dishes/${dishId}/photo`, await png());
    const job = await host.agent.post(`/api/events/${other}/jobs`).send({ title: 'Wash up', needed: 2 }).expect(201);
    await leaver.agent.put(`/api/events/${other}/jobs/${(job.body as { id: string }).id}/helpers/me`).expect(200);
    const hostComment = (
      await host.agent.post(`/api/events/${other}/comments`).send({ body: 'Welcome all' }).expect(201)
    ).body as { id: string };
    const comment = (
      await leaver.agent
        .post(`/api/events/${other}/comments`)
        .set('Idempotency-Key', randomUUID())
        .send({ body: 'Canary-comment' })
        .expect(201)
    ).body as { id: string };
    await guest.agent
      .post(`/api/events/${other}/comments`)
      .send({ body: 'A reply that must still read', parentId: comment.id })
      .expect(201);
    await leaver.agent
      .put(`/api/comments/${hostComment.id}/reactions`)
      .send({ reaction: 'heart', on: true })
      .expect(204);
    await leaver.agent.post(`/api/events/${other}/questions`).send({ body: 'Canary-question?' }).expect(201);
    await host.agent
      .put(`/api/events/${other}/costs/settings`)
      .send({ currency: 'EUR', recorders: 'going', split: 'household', kidWeight: 50 })
      .expect(200);
    await leaver.agent
      .post(`/api/events/${other}/costs`)
      .send({ what: 'Canary-ice', amountMinor: 900, paymentNote: 'Canary-iban' })
      .expect(201);
    await leaver.agent.put(`/api/events/${other}/costs/my-share`).send({ paid: true, paidMinor: 0 }).expect(200);

    // The rest as rows: settings, bookkeeping and what other modules' routes would take many steps to make.
    const q = (sql: string, params: unknown[]) => db.query(sql, params);
    const [option] = await q(
      `INSERT INTO "date_poll_options" ("eventId", "startsAt") VALUES ($1, now() + interval '9 days') RETURNING "id"`,
      [other],
    );
    await q(`INSERT INTO "date_poll_answers" ("optionId", "eventId", "userId", "answer") VALUES ($1, $2, $3, 'yes')`, [
      (option as { id: string }).id,
      other,
      leaver.id,
    ]);
    const [series] = await q(
      `INSERT INTO "event_series" ("hostId", "frequency", "firstLocal", "timeZone") VALUES ($1, 'weekly', '2030-01-01T18:00', 'UTC') RETURNING "id"`,
      [leaver.id],
    );
    await q(`UPDATE "events" SET "seriesId" = $2 WHERE "id" = $1`, [handed, (series as { id: string }).id]);
    await q(
      `INSERT INTO "invitations" ("eventId", "email", "invitedByUserId") VALUES ($1, 'friend@example.test', $2)`,
      [handed, leaver.id],
    );
    const [announcement] = await q(
      `INSERT INTO "announcements" ("eventId", "authorId", "body", "audience", "includeWaitlist") VALUES ($1, $2, 'Parking at the back', 'going', false) RETURNING "id"`,
      [handed, leaver.id],
    );
    await q(`INSERT INTO "announcement_recipients" ("announcementId", "userId") VALUES ($1, $2)`, [
      (announcement as { id: string }).id,
      leaver.id,
    ]);
    await q(
      `INSERT INTO "questions" ("eventId", "askerId", "body", "answer", "answeredBy", "answeredAt") VALUES ($1, $2, 'Bring chairs?', 'Yes please', $3, now())`,
      [handed, coHost.id, leaver.id],
    );
    await q(`INSERT INTO "event_removals" ("eventId", "userId", "removedBy") VALUES ($1, $2, $3)`, [
      handed,
      guest.id,
      leaver.id,
    ]);
    const elsewhere = await createEvent(host, { name: 'Removed from' });
    await q(`INSERT INTO "event_removals" ("eventId", "userId", "removedBy") VALUES ($1, $2, $3)`, [
      elsewhere,
      leaver.id,
      host.id,
    ]);
    await q(`INSERT INTO "notification_settings" ("userId") VALUES ($1)`, [leaver.id]);
    await q(`INSERT INTO "conversation_settings" ("userId", "channel") VALUES ($1, 'push')`, [leaver.id]);
    await q(`INSERT INTO "conversation_mutes" ("eventId", "userId") VALUES ($1, $2)`, [other, leaver.id]);
    await q(`INSERT INTO "calendar_feeds" ("userId", "tokenHash") VALUES ($1, $2)`, [leaver.id, randomUUID()]);
    await q(`INSERT INTO "push_subscriptions" ("userId", "endpoint", "p256dh", "auth") VALUES ($1, $2, 'k', 'a')`, [
      leaver.id,
      `https://push.example.test/${randomUUID()}`,
    ]);
    await q(
      `INSERT INTO "email_confirmations" ("userId", "email", "tokenHash", "expiresAt") VALUES ($1, $2, $3, now() + interval '1 day')`,
      [leaver.id, leaver.email, randomUUID().replaceAll('-', '').padEnd(64, '0')],
    );
    // The after-party's own scan (of another test's app) may have planned this prompt already.
    await q(
      `INSERT INTO "after_party_sends" ("eventId", "userId", "kind") VALUES ($1, $2, 'prompt') ON CONFLICT DO NOTHING`,
      [other, leaver.id],
    );
    await q(`INSERT INTO "date_poll_notices" ("eventId", "userId", "saidYes") VALUES ($1, $2, true)`, [
      other,
      leaver.id,
    ]);
    await q(
      `INSERT INTO "push_reminder_sends" ("eventId", "kind", "eventDate", "userId") VALUES ($1, '2d', now(), $2)`,
      [other, leaver.id],
    );
    await q(
      `INSERT INTO "reminder_sends" ("eventId", "kind", "eventDate", "email", "userId") VALUES ($1, '2d', now(), $2, $3)`,
      [other, leaver.email, leaver.id],
    );
    await q(`INSERT INTO "answer_reminders" ("eventId", "closesAt", "email", "userId") VALUES ($1, now(), $2, $3)`, [
      other,
      leaver.email,
      leaver.id,
    ]);
    await q(
      `INSERT INTO "series_notices" ("kind", "seriesId", "eventId", "userId", "seriesStart", "eventName", "startsAt", "timeZone")
       SELECT 'invite', s."id", $2, $3, now(), 'Series', now(), 'UTC' FROM "event_series" s WHERE s."id" = $1`,
      [(series as { id: string }).id, handed, leaver.id],
    );
    await q(
      `INSERT INTO "talk_digest_items" ("userId", "eventId", "key", "kind", "actorName", "excerpt", "period") VALUES ($1, $2, $3, 'reply', 'Someone', 'Hi', 1)`,
      [leaver.id, other, randomUUID()],
    );
    await q(`INSERT INTO "talk_digest_sends" ("userId", "period") VALUES ($1, 1)`, [leaver.id]);
    // News about them waiting for other people's digests: a reply they wrote, an answer they gave.
    await q(
      `INSERT INTO "talk_digest_items" ("userId", "eventId", "key", "kind", "actorId", "actorName", "excerpt", "period")
       VALUES ($1, $2, $3, 'reply', $4, 'Canary-leaver', 'Canary-words', 1)`,
      [host.id, other, randomUUID(), leaver.id],
    );
    await q(`INSERT INTO "host_digest_changes" ("eventId", "summary", "actorId") VALUES ($1, $2, $3)`, [
      other,
      'Canary-leaver is going',
      leaver.id,
    ]);
    await q(`INSERT INTO "nudge_sends" ("eventId", "userId") VALUES ($1, $2)`, [other, leaver.id]);
    await q(
      `INSERT INTO "retention_notices" ("eventId", "userId", "deletesAt") VALUES ($1, $2, now() + interval '30 days')`,
      [handed, leaver.id],
    );
    await leaver.agent.post(`/api/events/${other}/reports`).send({ reason: 'Canary-report' }).expect(204);
    // The leaver helps at a door, named a door helper, and checked a household in.
    await q(`INSERT INTO "door_helpers" ("eventId", "userId", "addedBy") VALUES ($1, $2, $3), ($4, $5, $2)`, [
      other,
      leaver.id,
      host.id,
      handed,
      coHost.id,
    ]);
    const [arriving] = await db.query(
      `SELECT "id" FROM "rsvps" WHERE "eventId" IN ($2, $3) AND "userId" <> $1 ORDER BY "id" LIMIT 1`,
      [leaver.id, other, handed],
    );
    await q(
      `INSERT INTO "check_ins" ("rsvpId", "eventId", "checkedInBy") SELECT "id", "eventId", $2 FROM "rsvps" WHERE "id" = $1`,
      [(arriving as { id: string }).id, leaver.id],
    );
    await q(`INSERT INTO "user_identities" ("userId", "issuer", "subject") VALUES ($1, 'https://id.example', $2)`, [
      leaver.id,
      randomUUID(),
    ]);
    await q(
      `INSERT INTO "outbox" ("channel", "recipient", "subject", "text") VALUES ('email', $1, 'Pending', 'Canary-mail')`,
      [leaver.email],
    );
    return { leaver, coHost, host, guest, handed, deleted, other, dishId, comment };
  }

  it('knows what deletion does with every column named like a person’s, with or without a foreign key', async () => {
    const rows: { col: string }[] = await db.query(
      `SELECT "table_name" || '.' || "column_name" AS "col" FROM information_schema.columns
        WHERE "table_schema" = 'public' AND "table_name" <> 'users'
          AND ("column_name" ILIKE '%userid' OR "column_name" ILIKE '%email'
               OR "column_name" IN ('phoneNumber', 'recipient', 'actorName'))`,
    );
    const handled = new Set([...Object.keys(PERSON_COLUMNS), ...Object.keys(PERSON_TRACES)]);
    expect(rows.map((r) => r.col).filter((col) => !handled.has(col))).toEqual([]);
  });

  it('lets go of every row that named the person, as person-deletion.ts says, and ends their sessions at once', async () => {
    const s = await leaverWithEverything();
    const before = await rowsNaming(db, s.leaver.id);
    // Each column is exercised: a fate is only checked on rows that held the person.
    expect([...before].filter(([, { rows }]) => rows.length === 0).map(([column]) => column)).toEqual([]);
    // The same person signed in on a second device keeps no session there either.
    const second = await signIn(t.app, { email: s.leaver.email, firstName: 'Canary-leaver' });
    expect(second.id).toBe(s.leaver.id);
    const plan = await s.leaver.agent.get('/api/account/deletion').expect(200);
    expect(plan.body).toEqual({
      hostedEvents: expect.arrayContaining([
        expect.objectContaining({ id: s.handed, coHosts: [{ id: s.coHost.id, name: 'Cohost User' }] }),
        expect.objectContaining({ id: s.deleted, coHosts: [] }),
      ]) as unknown,
    });

    await s.leaver.agent
      .post('/api/account/delete')
      .set('Idempotency-Key', randomUUID())
      .send({
        confirm: 'DELETE',
        events: [
          { eventId: s.handed, handOverTo: s.coHost.id },
          { eventId: s.deleted, handOverTo: null },
        ],
      })
      .expect(204);

    for (const [column, { key, rows }] of before) {
      const [table, name] = column.split('.');
      const { fate } = PERSON_DELETION[column as keyof typeof PERSON_DELETION];
      for (const row of rows) {
        const now = await rowNow(db, table, key, row);
        if (fate === 'deleted') expect({ column, now }).toEqual({ column, now: undefined });
        else if (fate === 'anonymized') expect({ column, value: now?.[name] }).toEqual({ column, value: null });
        else if (now) expect({ column, value: now[name] }).toEqual({ column, value: s.coHost.id });
      }
    }
    const gone = async (sql: string, params: unknown[]) => expect(await db.query(sql, params)).toEqual([]);
    await gone(`SELECT 1 FROM "users" WHERE "id" = $1`, [s.leaver.id]);
    await gone(`SELECT 1 FROM "sessions" WHERE "sess"->>'userId' = $1`, [s.leaver.id]);
    await gone(`SELECT 1 FROM "outbox" WHERE "recipient" = $1`, [s.leaver.email]);
    await gone(`SELECT 1 FROM "list_versions" WHERE "userId" = $1`, [s.leaver.id]);
    await gone(`SELECT 1 FROM "events" WHERE "id" = $1`, [s.deleted]);
    await second.agent.get('/api/auth/user').expect(401);

    // The handed-over event is the co-host's now, with its cover; the thread still reads, the reply under a former
    // guest's comment included; the dish is missing again and the host hears of it in the next digest.
    const [handed] = await db.query(`SELECT "hostId" FROM "events" WHERE "id" = $1`, [s.handed]);
    expect(handed).toEqual({ hostId: s.coHost.id });
    const conversation = await s.host.agent.get(`/api/events/${s.other}/talk`).expect(200);
    const comments = (conversation.body as { thread: { comments: Row[] } }).thread.comments;
    expect(comments.find((c) => c.id === s.comment.id)).toMatchObject({
      former: true,
      body: '',
      authorId: null,
      authorName: null,
    });
    expect(comments.find((c) => c.parentId === s.comment.id)).toMatchObject({ body: 'A reply that must still read' });
    const dishes = await s.host.agent.get(`/api/events/${s.other}/dishes`).expect(200);
    expect(JSON.stringify(dishes.body)).not.toContain('Canary');
    const digest: { summary: string }[] = await db.query(
      `SELECT "summary" FROM "host_digest_changes" WHERE "eventId" = $1`,
      [s.other],
    );
    expect(digest.map((d) => d.summary)).toContain('A guest deleted their account: Canary dish is missing again');
    // No digest still to go names them or quotes them.
    expect(digest.map((d) => d.summary).join('\n')).not.toContain('Canary-leaver');
    const news = await db.query(`SELECT "actorName", "excerpt" FROM "talk_digest_items" WHERE "eventId" = $1`, [
      s.other,
    ]);
    expect(JSON.stringify(news)).not.toMatch(/Canary-leaver|Canary-words/);
    const page = await s.host.agent.get(`/api/events/${s.other}`).expect(200);
    expect(JSON.stringify(page.body)).not.toMatch(/Canary/);
  });

  it('refuses a wrong confirmation word or an outdated choice, changing nothing', async () => {
    const leaver = await signIn(t.app);
    const stranger = await signIn(t.app);
    const eventId = await createEvent(leaver);
    const wrongWord = await leaver.agent
      .post('/api/account/delete')
      .send({ confirm: 'delete', events: [{ eventId, handOverTo: null }] })
      .expect(400);
    expect(wrongWord.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { confirm: [expect.any(String)] } });
    // Not a co-host of the event, and an event left out: the screen is stale.
    for (const events of [[{ eventId, handOverTo: stranger.id }], []]) {
      const res = await leaver.agent.post('/api/account/delete').send({ confirm: 'DELETE', events }).expect(409);
      expect(res.body).toMatchObject({ code: 'ACCOUNT_CHOICES_OUTDATED' });
    }
    await leaver.agent.get('/api/auth/user').expect(200);
  });

  it('lets a guest without an account delete themself, signed in from their personal link', async () => {
    const host: TestUser = await signIn(t.app);
    const eventId = await createEvent(host);
    const guest = await joinAsGuest(t.app, eventId, { name: 'Canary-guest' });
    const token = guest.personalLink.split('#')[1];
    const device = request.agent(t.app.getHttpServer());
    await device.post('/api/guest-link/sign-in').send({ token }).expect(200);
    const plan = await device.get('/api/account/deletion').expect(200);
    expect(plan.body).toEqual({ hostedEvents: [] });
    await device.post('/api/account/delete').send({ confirm: 'DELETE', events: [] }).expect(204);
    await device.get('/api/auth/user').expect(401);
    await guest.agent.get('/api/auth/user').expect(401);
    await device.post('/api/guest-link/sign-in').send({ token }).expect(404);
    const rsvps = await host.agent.get(`/api/events/${eventId}`).expect(200);
    expect(JSON.stringify(rsvps.body)).not.toContain('Canary-guest');
  });

  it('gives the places the person held to the waitlist, first in, first out', async () => {
    const host = await signIn(t.app);
    const eventId = await createEvent(host, { capacity: 1 });
    const [leaver, next, last] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];
    for (const guest of [leaver, next, last]) await answerRsvp(guest, eventId);
    await leaver.agent.post('/api/account/delete').send({ confirm: 'DELETE', events: [] }).expect(204);
    const promoted = t.published.flatMap((e) =>
      e.type === 'rsvp_promoted' && e.eventId === eventId ? [e.userId] : [],
    );
    expect(promoted).toEqual([next.id]);
    const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
    expect(detail.body).toMatchObject({ confirmedGuestCount: 1, waitlistCount: 1 });
  });

  it('is only for someone signed in', async () => {
    await request(t.app.getHttpServer()).get('/api/account/deletion').expect(401);
    await request(t.app.getHttpServer())
      .post('/api/account/delete')
      .send({ confirm: 'DELETE', events: [] })
      .expect(401);
  });
});
