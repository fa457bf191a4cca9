import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { BUILT_INLINE_SCRIPTS, writeBuiltShell } from './support/built-shell';
import { attr, only, parsePage, select, textOf } from './support/html-document';
import { createEvent, seedEvent } from './support/factories';
import { joinAsGuest, signIn, useTestApp, type TestUser } from './support/test-app';
import { SESSION_COOKIE } from '../src/auth/session.service';
import { answerFormDefaults } from '../src/contracts/rsvp.rules';
import { rsvpFormAnswersOf, rsvpFormInput, rsvpFormValuesOf } from '../src/contracts/rsvp-form.rules';

const ORIGIN = 'http://127.0.0.1:3999';
const KEY = () => crypto.randomUUID();

/** What a browser sends for the join page's form (urlencoded, from the page itself). */
const form = (fields: Record<string, string>) => ({ ...answerFormDefaults(), email: '', ...fields });

describe('the join page RSVP form without JavaScript', () => {
  const ctx = useTestApp(() => ({ FRONTEND_DIST: writeBuiltShell() }));
  let app: INestApplication;
  let db: DataSource;
  let host: TestUser;
  let eventId: string;

  beforeAll(async () => {
    ({ app, db } = ctx);
    host = await signIn(app, { firstName: 'Formhost' });
    eventId = await createEvent(host, { name: 'Form Feast' });
  });

  const post = (fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) =>
    request(app.getHttpServer()).post(`/join/${eventId}`).set(headers).type('form').send(form(fields));
  const rsvpsNamed = async (name: string) =>
    (
      await db.query(
        `SELECT r."adultCount", r."kidCount", r."dietaryRestrictions" FROM "rsvps" r JOIN "users" u ON u."id" = r."userId"
         WHERE r."eventId" = $1 AND u."firstName" = $2`,
        [eventId, name],
      )
    ).length as number;
  const guestsNamed = async (name: string) =>
    (await db.query<unknown[]>(`SELECT "id" FROM "users" WHERE "firstName" = $1`, [name])).length;
  const allSet = (res: request.Response) => {
    const heading = select(parsePage(res.text), 'h2', ['id', 'all-set-title']);
    return heading.length === 1 ? textOf(heading[0]) : undefined;
  };
  const sessionCookie = (res: request.Response) =>
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));

  it('is real HTML in the page: the fields, a per-form key, posting to the join link itself', async () => {
    const res = await request(app.getHttpServer()).get(`/join/${eventId}`).expect(200);
    const page = parsePage(res.text);
    expect(page.problems).toEqual([]);
    // The RSVP form; the page's other form reports the event (operator-console.e2e-spec.ts).
    const formEl = only(page, 'form', ['action', `/join/${eventId}#join-answer`]);
    expect(attr(formEl, 'method')).toBe('post');
    // At the answer's card: the page that answers opens there.
    expect(attr(formEl, 'action')).toBe(`/join/${eventId}#join-answer`);
    expect(only(page, 'section', ['id', 'join-answer'])).toBeTruthy();
    const names = select(page, 'input')
      .concat(select(page, 'textarea'))
      .map((e) => attr(e, 'name'));
    for (const name of ['key', 'name', 'email', 'status', 'adultCount', 'kidCount', 'dietaryRestrictions'])
      expect(names).toContain(name);
    expect(attr(only(page, 'input', ['name', 'key']), 'value')).toMatch(/^[0-9a-f-]{36}$/);
    expect(select(page, 'input', ['name', 'status']).map((e) => attr(e, 'value'))).toEqual([
      'attending',
      'maybe',
      'not_attending',
    ]);
    expect(textOf(only(page, 'button', ['type', 'submit']))).toContain('Submit RSVP');
    // The app starts knowing nobody is signed in: the same form, no skeleton first.
    const data = JSON.parse(textOf(only(page, 'script', ['id', 'potluck-data']))) as { currentUser: unknown };
    expect(data.currentUser).toBeNull();
  });

  it('takes a guest RSVP and answers "You\'re All Set!", signing the guest in', async () => {
    const res = await post({ key: KEY(), name: 'Nojs Nora', adultCount: '2', kidCount: '1' }).expect(200);
    const page = parsePage(res.text);
    expect(page.problems).toEqual([]);
    expect(textOf(only(page, 'h2', ['id', 'all-set-title']))).toBe("You're All Set!");
    expect(res.text).toContain('2 adults, 1 kid');
    expect(select(page, 'a').map((a) => textOf(a))).toEqual(
      expect.arrayContaining(['Manage My Dishes', 'Explore', 'Update My RSVP']),
    );
    expect(sessionCookie(res)).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await rsvpsNamed('Nojs Nora')).toBe(1);
  });

  it('creates exactly one RSVP for a double submit and for a resend after a lost answer', async () => {
    const key = KEY();
    const fields = { key, name: 'Twice Tom' };
    const [a, b] = await Promise.all([post(fields), post(fields)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(allSet(a)).toBe("You're All Set!");
    expect(allSet(b)).toBe("You're All Set!");
    // The answer never arrived: the browser sends the same form again, without the cookie it never got.
    const again = await post(fields).expect(200);
    expect(allSet(again)).toBe("You're All Set!");
    expect(await guestsNamed('Twice Tom')).toBe(1);
    expect(await rsvpsNamed('Twice Tom')).toBe(1);
  });

  it("sends the script that keeps a guest's answer on the phone, and names the key each answer answers", async () => {
    const shown = await request(app.getHttpServer()).get(`/join/${eventId}`).expect(200);
    const script = only(parsePage(shown.text), 'script', ['data-event', eventId]);
    expect(textOf(script)).toBe(BUILT_INLINE_SCRIPTS['kept-answer']);
    expect(attr(script, 'data-answered')).toBeUndefined();
    // The card it shows while the answer waits, in the page's language, where the name goes.
    expect(shown.text).toMatch(/<template data-kept-answer>.*Your RSVP is saved on this phone.*<\/template>/s);
    expect(shown.text).toContain("You're offline: your RSVP for <span data-kept-name></span> will be sent");

    const key = KEY();
    const taken = await post({ key, name: 'Kept Kai', adultCount: '2' }).expect(200);
    expect(allSet(taken)).toBe("You're All Set!");
    expect(attr(only(parsePage(taken.text), 'script', ['data-event', eventId]), 'data-answered')).toBe(key);
    const refusedKey = KEY();
    const refused = await post({ key: refusedKey, name: 'Kept Kim', adultCount: '11' }).expect(422);
    expect(attr(only(parsePage(refused.text), 'script', ['data-event', eventId]), 'data-answered')).toBe(refusedKey);

    // Signed in, there is no guest's answer to keep.
    expect((await host.agent.get(`/join/${eventId}`).expect(200)).text).not.toContain('data-kept-answer');
  });

  it('takes a kept answer sent through the API with its form key as the same answer, not a second one', async () => {
    // The app sends an answer the page kept (its form reached the server, the reply did not) from its own queue.
    const key = KEY();
    const fields = form({ key, name: 'Kept Kofi', status: 'maybe', adultCount: '2', dietaryRestrictions: 'no nuts' });
    await post(fields).expect(200);
    const input = rsvpFormInput(rsvpFormValuesOf(fields), false, [], rsvpFormAnswersOf(fields));
    await request(app.getHttpServer())
      .post(`/api/events/${eventId}/guest-join`)
      .set({ origin: ORIGIN, 'idempotency-key': key })
      .send(input)
      .expect(201);
    expect(await guestsNamed('Kept Kofi')).toBe(1);
    expect(await rsvpsNamed('Kept Kofi')).toBe(1);
  });

  it('answers a mistake with the form again: the message beside the field, every value kept, nothing saved', async () => {
    const name = 'Eleven $` </script> "Ed"';
    const res = await post({
      key: KEY(),
      name,
      adultCount: '11',
      kidCount: '2',
      dietaryRestrictions: 'no nuts <b>',
      status: 'maybe',
    }).expect(422);
    const page = parsePage(res.text);
    expect(page.problems).toEqual([]);
    expect(textOf(only(page, 'p', ['id', 'join-adultCount-error']))).toContain('Maximum 10 adults');
    expect(attr(only(page, 'input', ['name', 'adultCount']), 'aria-describedby')).toBe('join-adultCount-error');
    expect(attr(only(page, 'input', ['name', 'name']), 'value')).toBe(name);
    expect(attr(only(page, 'input', ['name', 'adultCount']), 'value')).toBe('11');
    expect(attr(only(page, 'input', ['name', 'kidCount']), 'value')).toBe('2');
    expect(textOf(only(page, 'textarea', ['name', 'dietaryRestrictions']))).toBe('no nuts <b>');
    const checked = select(page, 'input', ['name', 'status']).filter((e) => attr(e, 'checked') !== undefined);
    expect(checked.map((e) => attr(e, 'value'))).toEqual(['maybe']);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await guestsNamed(name)).toBe(0);

    const noName = parsePage((await post({ key: KEY(), name: '  ' }).expect(422)).text);
    expect(textOf(only(noName, 'p', ['id', 'join-name-error']))).toContain('Your name is required');
  });

  it('refuses a form sent from another site, or from nowhere it says, and saves nothing', async () => {
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: ORIGIN },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of forged) {
      const res = await post({ key: KEY(), name: 'Forged Fred' }, headers).expect(403);
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(await guestsNamed('Forged Fred')).toBe(0);
    // The browser's own word that it is this site is enough.
    await post({ key: KEY(), name: 'Sameorigin Sam' }, { 'sec-fetch-site': 'same-origin' }).expect(200);
    expect(await rsvpsNamed('Sameorigin Sam')).toBe(1);
  });

  it('a form without its key is shown again to be sent, nothing saved', async () => {
    const res = await post({ name: 'Keyless Kim' }).expect(400);
    expect(parsePage(res.text).problems).toEqual([]);
    expect(res.text).toContain('This form has expired. Please send it again.');
    expect(attr(only(parsePage(res.text), 'input', ['name', 'name']), 'value')).toBe('Keyless Kim');
    expect(await guestsNamed('Keyless Kim')).toBe(0);
  });

  it('signed in: the form answers as the signed-in person, then the page shows their answer', async () => {
    const user = await signIn(app, { firstName: 'Signed', lastName: 'Sally' });
    const first = parsePage((await user.agent.get(`/join/${eventId}`).expect(200)).text);
    expect(select(first, 'input', ['name', 'name'])).toEqual([]);
    expect(first.elements.filter((e) => e.tagName === 'p').map(textOf)).toContain('Answering as Signed Sally.');
    // The app starts from the same answer: none yet.
    const answerOf = (page: ReturnType<typeof parsePage>) =>
      (JSON.parse(textOf(only(page, 'script', ['id', 'potluck-data']))) as { joinAnswer?: { rsvp: unknown } })
        .joinAnswer;
    expect(answerOf(first)).toEqual({ eventId, userId: user.id, rsvp: null });
    const key = attr(only(first, 'input', ['name', 'key']), 'value') ?? '';
    const res = await user.agent
      .post(`/join/${eventId}`)
      .set('origin', ORIGIN)
      .type('form')
      .send(form({ key, adultCount: '3' }))
      .expect(200);
    expect(allSet(res)).toBe("You're All Set!");
    expect(res.text).toContain('3 adults, 0 kids');
    expect(await rsvpsNamed('Signed')).toBe(1);
    const after = await user.agent.get(`/join/${eventId}`).expect(200);
    expect(allSet(after)).toBe("You're All Set!");
    expect(after.headers['cache-control']).toBe('no-store');
    expect(answerOf(parsePage(after.text))?.rsvp).toEqual({
      status: 'attending',
      adultCount: 3,
      kidCount: 0,
      dietaryRestrictions: null,
      allergies: null,
      bringingSupplies: null,
      waitlistPosition: null,
    });
    const change = parsePage((await user.agent.get(`/join/${eventId}?change`).expect(200)).text);
    expect(attr(only(change, 'input', ['name', 'adultCount']), 'value')).toBe('3');
  });

  it('a join link of no event answers 404 to the form too', async () => {
    await request(app.getHttpServer())
      .post(`/join/${crypto.randomUUID()}`)
      .set('origin', ORIGIN)
      .type('form')
      .send(form({ key: KEY(), name: 'Nobody' }))
      .expect(404);
    expect(await guestsNamed('Nobody')).toBe(0);
  });
});

describe('the join page form and the API share the write limits', () => {
  const ctx = useTestApp(() => ({ FRONTEND_DIST: writeBuiltShell(), MUTATION_LIMIT_PER_MINUTE: '4' }));

  it("refuses a signed-in guest's repeated form posts with a 429 page, counted with their API changes", async () => {
    const host = await signIn(ctx.app, { firstName: 'Limithost' });
    const eventId = await createEvent(host, { name: 'Limited Feast' });
    const guest = await joinAsGuest(ctx.app, eventId, { name: 'Busy Bee' });
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    // A minute window may roll over once: allow for two windows.
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await guest.agent
        .post(`/join/${eventId}`)
        .set({ origin: ORIGIN })
        .type('form')
        .send(form({ key: KEY(), adultCount: String(i + 1) }));
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(refused).toBeDefined();
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.text).toContain('You are making changes too quickly');
    // The refused answer changed nothing: the last one taken stands.
    const [rsvp] = await ctx.db.query(`SELECT "adultCount" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`, [
      eventId,
      guest.id,
    ]);
    expect(rsvp.adultCount).toBe(statuses.length - 1);
    // Every form post counted under the same key as the guest's API changes.
    const [counted] = await ctx.db.query(`SELECT sum("count")::int AS n FROM "rate_limits" WHERE "key" = $1`, [
      `mutations:user:${guest.id}`,
    ]);
    expect(counted.n).toBe(statuses.length);
    const api = await guest.agent
      .post(`/api/events/${eventId}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 });
    const [after] = await ctx.db.query(`SELECT sum("count")::int AS n FROM "rate_limits" WHERE "key" = $1`, [
      `mutations:user:${guest.id}`,
    ]);
    expect(after.n).toBe(statuses.length + 1);
    expect([200, 429]).toContain(api.status);
  });
});

describe('the join page form and the API share the per-network write limit', () => {
  const ctx = useTestApp(() => ({
    FRONTEND_DIST: writeBuiltShell(),
    MUTATION_LIMIT_PER_NETWORK_PER_MINUTE: '3',
    TRUST_PROXY: '1',
  }));

  it('counts form posts by visitors and API changes from one network together, then answers 429', async () => {
    // A network of its own (an IPv6 /64 drawn at random), so that no other suite's requests, nor an earlier run's
    // counters still in the database, count here (the host and event are rows).
    const hextet = () => Math.floor(Math.random() * 0x10000).toString(16);
    const prefix = `2001:db8:${hextet()}:${hextet()}`;
    const network = `${prefix}::1`;
    const [host] = await ctx.db.query<{ id: string }[]>(
      `INSERT INTO "users" ("email", "firstName") VALUES ($1, 'Nethost') RETURNING "id"`,
      [`nethost-${KEY()}@example.test`],
    );
    const eventId = await seedEvent(ctx.db, host, { name: 'Network Feast' });
    const statuses: number[] = [];
    for (let i = 0; i < 10 && !statuses.includes(429); i++) {
      const res =
        i % 2
          ? await request(ctx.app.getHttpServer())
              .post(`/api/events/${eventId}/guest-join`)
              .set('X-Forwarded-For', network)
              .send({ name: `Api ${i}`, email: null, status: 'attending', adultCount: 1, kidCount: 0 })
          : await request(ctx.app.getHttpServer())
              .post(`/join/${eventId}`)
              .set({ origin: ORIGIN, 'X-Forwarded-For': network })
              .type('form')
              .send(form({ key: KEY(), name: `Form ${i}` }));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 201, 200]);
    expect(statuses).toContain(429);
    const [counted] = await ctx.db.query(`SELECT sum("count")::int AS n FROM "rate_limits" WHERE "key" = $1`, [
      `mutations:net:${prefix}::/64`,
    ]);
    expect(counted.n).toBe(statuses.length);
  });
});
