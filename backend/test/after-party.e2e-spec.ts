import { randomUUID } from 'node:crypto';
import { AfterPartyNoticesService } from '../src/after-party/after-party-notices.service';
import type { AfterParty } from '../src/contracts/after-party.contract';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { signIn, useTestApp, type TestUser } from './support/test-app';

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR).toISOString();

describe('after the party', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const t = useTestApp(() => ({ SMTP_URL: smtp.url }));
  afterAll(async () => {
    await smtp?.close();
  });

  const email = (name: string) => `${name.toLowerCase()}-${randomUUID()}@example.test`;
  const viewOf = async (who: TestUser, eventId: string) =>
    (await who.agent.get(`/api/events/${eventId}/after-party`).expect(200)).body as AfterParty;
  const noteOf = async (dishId: string) =>
    (await t.db.query<{ afterNote: string | null }[]>(`SELECT "afterNote" FROM "dishes" WHERE "id" = $1`, [dishId]))[0]
      ?.afterNote;

  /** A party that started `startedHoursAgo` hours ago: Ann and Ben brought a dish each, Cleo came, Dan said maybe. */
  async function party(startedHoursAgo: number, overrides: { showGuestList?: boolean } = {}) {
    const host = await signIn(t.app, { firstName: 'Hana', email: email('hana') });
    const eventId = await createEvent(host, {
      name: `Harvest ${randomUUID().slice(0, 6)}`,
      date: hoursAgo(startedHoursAgo),
      ...overrides,
    });
    const [ann, ben, cleo, dan] = await Promise.all(
      ['Ann', 'Ben', 'Cleo', 'Dan'].map((n) => signIn(t.app, { firstName: n, lastName: 'Lee', email: email(n) })),
    );
    await answerRsvp(ann, eventId, 'attending');
    await answerRsvp(ben, eventId, 'attending');
    await answerRsvp(cleo, eventId, 'attending');
    await answerRsvp(dan, eventId, 'maybe');
    const annDish = await createDish(ann, eventId, { name: 'Lentil soup', category: 'main_dish' });
    const benDish = await createDish(ben, eventId, { name: 'Plum cake', category: 'dessert' });
    return { host, ann, ben, cleo, dan, eventId, annDish, benDish };
  }

  it('is "after" only once the party has ended (its start plus three hours)', async () => {
    const during = await party(2);
    const v = await viewOf(during.cleo, during.eventId);
    expect(v.over).toBe(false);
    const after = await party(4);
    const w = await viewOf(after.cleo, after.eventId);
    expect(w.over).toBe(true);
    const [{ date }] = await t.db.query<{ date: Date }[]>(`SELECT "date" FROM "events" WHERE "id" = $1`, [
      after.eventId,
    ]);
    expect(Date.parse(w.endsAt!)).toBe(new Date(date).getTime() + 3 * HOUR);
    expect(w.dishes.map((d) => [d.name, d.contributorName])).toEqual([
      ['Lentil soup', 'Ann Lee'],
      ['Plum cake', 'Ben Lee'],
    ]);
  });

  it('lets a dish’s contributor keep a recipe or note (trimmed, limited, text only), and no one else', async () => {
    const p = await party(5);
    const note = '  Soak overnight.\nRecipe: https://example.com/dal  ';
    const res = await p.ann.agent
      .put(`/api/events/${p.eventId}/dishes/${p.annDish}/after-note`)
      .send({ note })
      .expect(200);
    expect((res.body as AfterParty).dishes.find((d) => d.dishId === p.annDish)!.note).toBe(note.trim());
    // Too long: refused, the saved note is kept.
    await p.ann.agent
      .put(`/api/events/${p.eventId}/dishes/${p.annDish}/after-note`)
      .send({ note: 'x'.repeat(1001) })
      .expect(400);
    expect(await noteOf(p.annDish)).toBe(note.trim());
    // Another guest may not write on Ann's dish.
    const refused = await p.cleo.agent
      .put(`/api/events/${p.eventId}/dishes/${p.annDish}/after-note`)
      .send({ note: 'hijacked' })
      .expect(403);
    expect(refused.body.code).toBe('NOT_DISH_OWNER');
    expect(await noteOf(p.annDish)).toBe(note.trim());
    // Everyone who may read the event reads it; only Ann's own dish is hers to change.
    const seen = await viewOf(p.cleo, p.eventId);
    expect(seen.dishes.find((d) => d.dishId === p.annDish)).toMatchObject({
      note: note.trim(),
      editable: false,
      mine: false,
    });
    expect((await viewOf(p.ann, p.eventId)).dishes.find((d) => d.dishId === p.annDish)).toMatchObject({
      editable: true,
      mine: true,
    });
    // Blank removes it.
    await p.ann.agent.put(`/api/events/${p.eventId}/dishes/${p.annDish}/after-note`).send({ note: '  ' }).expect(200);
    expect(await noteOf(p.annDish)).toBeNull();
  });

  it('lists containers to return, with their owner’s name, to the host only', async () => {
    const p = await party(5);
    await p.ann.agent.put(`/api/events/${p.eventId}/dishes/${p.annDish}/container`).send({ left: true }).expect(200);
    // The host marks Ben's; Cleo cannot mark someone else's dish.
    await p.host.agent.put(`/api/events/${p.eventId}/dishes/${p.benDish}/container`).send({ left: true }).expect(200);
    await p.cleo.agent.put(`/api/events/${p.eventId}/dishes/${p.benDish}/container`).send({ left: false }).expect(403);
    const hostView = await viewOf(p.host, p.eventId);
    expect(hostView.containers).toEqual([
      { dishId: p.annDish, dishName: 'Lentil soup', ownerName: 'Ann Lee' },
      { dishId: p.benDish, dishName: 'Plum cake', ownerName: 'Ben Lee' },
    ]);
    expect((await viewOf(p.cleo, p.eventId)).containers).toEqual([]);
    // Returned: off the list.
    await p.host.agent.put(`/api/events/${p.eventId}/dishes/${p.annDish}/container`).send({ left: false }).expect(200);
    expect((await viewOf(p.host, p.eventId)).containers.map((c) => c.dishId)).toEqual([p.benDish]);
  });

  it('keeps names to "A guest" where the guest list is hidden, and never shows an address', async () => {
    const p = await party(5, { showGuestList: false });
    await p.host.agent.put(`/api/events/${p.eventId}/dishes/${p.annDish}/container`).send({ left: true }).expect(200);
    const cleoSees = await viewOf(p.cleo, p.eventId);
    expect(cleoSees.dishes.map((d) => d.contributorName)).toEqual([null, null]);
    const annSees = await viewOf(p.ann, p.eventId);
    expect(annSees.dishes.map((d) => d.contributorName)).toEqual(['Ann Lee', null]);
    expect((await viewOf(p.host, p.eventId)).dishes.map((d) => d.contributorName)).toEqual(['Ann Lee', 'Ben Lee']);
    for (const v of [cleoSees, annSees, await viewOf(p.host, p.eventId)]) {
      expect(JSON.stringify(v)).not.toMatch(/@example\.test/);
    }
  });

  it('lets the host and co-hosts write the thank-you line, no one else', async () => {
    const p = await party(5);
    await p.host.agent.put(`/api/events/${p.eventId}/thank-you`).send({ thankYou: ' Thank you all! ' }).expect(200);
    const refused = await p.ann.agent
      .put(`/api/events/${p.eventId}/thank-you`)
      .send({ thankYou: 'Mine now' })
      .expect(403);
    expect(refused.body.code).toBe('NOT_HOST');
    expect((await viewOf(p.cleo, p.eventId)).thankYou).toBe('Thank you all!');
    await p.host.agent
      .put(`/api/events/${p.eventId}/thank-you`)
      .send({ thankYou: 'x'.repeat(501) })
      .expect(400);
    expect((await viewOf(p.cleo, p.eventId)).thankYou).toBe('Thank you all!');
  });

  it('asks each contributor once, and a day later mails the summary once to everyone who came, in their language', async () => {
    const p = await party(4, { showGuestList: false });
    await p.cleo.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
    // Eve brought a dish but turned event e-mails off: no prompt by e-mail, no summary.
    const eve = await signIn(t.app, { firstName: 'Eve', lastName: 'Lee', email: email('eve') });
    await answerRsvp(eve, p.eventId, 'attending');
    await createDish(eve, p.eventId, { name: 'Olives', category: 'appetizer' });
    await eve.agent.put('/api/notification-settings').send({ emailReminders: false, hostDigest: true }).expect(200);
    await p.ann.agent
      .put(`/api/events/${p.eventId}/dishes/${p.annDish}/after-note`)
      .send({ note: 'Cumin <b>& lemon</b>\nhttps://example.com/dal' })
      .expect(200);
    await p.host.agent
      .put(`/api/events/${p.eventId}/thank-you`)
      .send({ thankYou: 'Thanks for coming, <all>!' })
      .expect(200);
    // Costs: $40 of ice the host paid, split between five households; Ben says he paid his $8.
    await p.host.agent
      .put(`/api/events/${p.eventId}/costs/settings`)
      .send({ currency: 'USD', recorders: 'managers', split: 'household', kidWeight: 50 })
      .expect(200);
    await p.host.agent.post(`/api/events/${p.eventId}/costs`).send({ what: 'Ice', amountMinor: 4000 }).expect(201);
    await p.ben.agent.put(`/api/events/${p.eventId}/costs/my-share`).send({ paid: true, paidMinor: 800 }).expect(200);
    const notices = t.app.get(AfterPartyNoticesService);
    const sendAll = async () => {
      const rows = await t.db.query<{ id: string }[]>(`SELECT "id" FROM "after_party_sends" WHERE "eventId" = $1`, [
        p.eventId,
      ]);
      await Promise.all(rows.flatMap(({ id }) => [notices.send(id), notices.send(id)]));
    };
    const ofEvent = (mark: string) => smtp.mails.filter((m) => m.readable.includes(mark));
    const [{ name: eventName }] = await t.db.query<{ name: string }[]>(`SELECT "name" FROM "events" WHERE "id" = $1`, [
      p.eventId,
    ]);

    // Before the party ends nothing is planned; an hour after it ends, the prompt only.
    await notices.scan(new Date(Date.now() - 2 * HOUR));
    await sendAll();
    expect(ofEvent(eventName)).toHaveLength(0);
    await notices.scan(new Date());
    await notices.scan(new Date());
    await sendAll();
    await sendAll();
    const prompts = ofEvent(`${eventName}: add your recipe`);
    expect(prompts.flatMap((m) => m.to).sort()).toEqual([p.ann.email, p.ben.email].sort());
    expect(prompts.find((m) => m.to.includes(p.ann.email))!.readable).toContain('Thanks for bringing Lentil soup!');

    // A day later: the summary to the Going guests (not to Maybe, nor to the host who did not answer). Cleo is a
    // co-host by then: she reads every name.
    await p.host.agent.put(`/api/events/${p.eventId}/co-hosts/${p.cleo.id}`).send({ coHost: true }).expect(204);
    await notices.scan(new Date(Date.now() + 25 * HOUR));
    await sendAll();
    await notices.scan(new Date(Date.now() + 26 * HOUR));
    await sendAll();
    const summaries = ofEvent(eventName).filter((m) => !prompts.includes(m));
    expect(summaries.flatMap((m) => m.to).sort()).toEqual([p.ann.email, p.ben.email, p.cleo.email].sort());
    const toBen = summaries.find((m) => m.to.includes(p.ben.email))!;
    expect(toBen.readable).toContain(`Subject: ${eventName}: who brought what`);
    // The guest list is hidden: Ann is "A guest" to Ben; Ben sees his own name.
    expect(toBen.readable).toContain('Lentil soup, brought by A guest');
    expect(toBen.readable).toContain('Plum cake, brought by Ben Lee');
    expect(toBen.readable).not.toContain('Ann Lee');
    expect(toBen.readable).toContain('A thank-you from Hana');
    expect(toBen.readable).toContain('> Thanks for coming, <all>!');
    // The settled costs: what was bought and who paid, the total, Ben's own share only, and how many settled.
    expect(toBen.readable).toContain('What it cost');
    expect(toBen.readable).toContain('Ice: $40.00, paid by Hana');
    expect(toBen.readable).toContain('Total: $40.00');
    expect(toBen.readable).toContain('Your share: $8.00 (marked paid)');
    expect(toBen.readable).toContain('1 of 5 households settled');
    // The HTML part escapes what people typed; the link in a note stays text.
    const [textPart, htmlPart] = toBen.readable.split('Content-Type: text/html');
    expect(textPart).toContain('Content-Type: text/plain');
    expect(textPart).toContain('Recipe or note: Cumin <b>& lemon</b>');
    expect(htmlPart).toContain('Cumin &lt;b&gt;&amp; lemon&lt;/b&gt;');
    expect(htmlPart).not.toContain('<b>');
    expect(htmlPart).not.toContain('href="https://example.com/dal"');
    const toCleo = Buffer.from(summaries.find((m) => m.to.includes(p.cleo.email))!.readable, 'latin1').toString();
    expect(toCleo).toContain(`${eventName}: quién trajo qué`);
    expect(toCleo).toContain('Lentil soup, traído por Ann Lee');
    const unsent = await t.db.query(`SELECT 1 FROM "after_party_sends" WHERE "eventId" = $1 AND "sentAt" IS NULL`, [
      p.eventId,
    ]);
    expect(unsent).toHaveLength(0);
  });
});
