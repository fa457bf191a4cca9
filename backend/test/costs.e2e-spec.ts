import { randomUUID } from 'node:crypto';
import type { CostsView } from '../src/contracts/cost.contract';
import { answerRsvp, createEvent } from './support/factories';
import { phoneJpeg, uploadPhoto } from './photo-fixtures';
import { signIn, useTestApp, type TestUser } from './support/test-app';

describe('costs, without handling money', () => {
  const t = useTestApp();

  /** A host (alone), Ann (2 adults, 2 kids) and Ben (1 adult) going, Cleo not going. */
  async function party() {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const ann = await signIn(t.app, { firstName: 'Ann', lastName: 'Lee' });
    const ben = await signIn(t.app, { firstName: 'Ben', lastName: 'Oz' });
    const cleo = await signIn(t.app, { firstName: 'Cleo' });
    const eventId = await createEvent(host);
    await answerRsvp(ann, eventId, { adultCount: 2, kidCount: 2 });
    await answerRsvp(ben, eventId, { adultCount: 1, kidCount: 0 });
    await answerRsvp(cleo, eventId, 'not_attending');
    return { host, ann, ben, cleo, eventId };
  }

  const costs = async (user: TestUser, eventId: string) =>
    (await user.agent.get(`/api/events/${eventId}/costs`).expect(200)).body as CostsView;
  const record = (user: TestUser, eventId: string, body: object) =>
    user.agent.post(`/api/events/${eventId}/costs`).send(body);

  it('splits the total per household in yen, shows a guest only their share and the totals, and the host all', async () => {
    const { host, ann, cleo, eventId } = await party();
    await host.agent
      .put(`/api/events/${eventId}/costs/settings`)
      .send({ currency: 'JPY', recorders: 'managers', split: 'household', kidWeight: 50 })
      .expect(200);
    const after = (
      await record(host, eventId, {
        what: 'Ice and plates',
        amountMinor: 1000,
        paymentLink: 'https://paypal.me/hana',
        paymentNote: 'HANA-LINK-CANARY',
      }).expect(201)
    ).body as CostsView;
    expect(after).toMatchObject({ currency: 'JPY', digits: 0, totalMinor: 1000, householdCount: 3 });
    // 1000 yen in three: 334 for the host (first in the order), 333 each after.
    expect(after.households.map((h) => [h.person.name, h.shareMinor, h.owesMinor, h.status])).toEqual([
      ['Hana User', 334, 0, 'settled'],
      ['Ann Lee', 333, 333, 'open'],
      ['Ben Oz', 333, 333, 'open'],
    ]);

    const annView = await costs(ann, eventId);
    expect(annView.households.map((h) => h.person.name)).toEqual(['Ann Lee']);
    expect(annView.mine).toMatchObject({ shareMinor: 333, status: 'open' });
    expect(annView.payers).toEqual([
      {
        person: { id: host.id, name: 'Hana User' },
        spentMinor: 1000,
        paymentLink: 'https://paypal.me/hana',
        paymentNote: 'HANA-LINK-CANARY',
      },
    ]);
    expect(annView).toMatchObject({ canRecord: false, canSetUp: false, canConfirm: false, totalMinor: 1000 });
    expect(JSON.stringify(annView)).not.toContain('Ben');
    const cleoView = await costs(cleo, eventId);
    expect(cleoView.mine).toBeNull();
    expect(cleoView.households).toEqual([]);
  });

  it('splits per adult with kids at the host’s weight, in a three-decimal currency', async () => {
    const { host, eventId } = await party();
    await host.agent
      .put(`/api/events/${eventId}/costs/settings`)
      .send({ currency: 'KWD', recorders: 'host', split: 'adult', kidWeight: 50 })
      .expect(200);
    const view = (await record(host, eventId, { what: 'Drinks', amountMinor: 10_001 }).expect(201)).body as CostsView;
    // Weights: host 1, Ann 2 + 2 × 0.5 = 3, Ben 1 → 5 parts of 10.001 KWD.
    expect(view.digits).toBe(3);
    expect(view.households.map((h) => h.shareMinor)).toEqual([2001, 6000, 2000]);
    expect(view.households.reduce((s, h) => s + h.shareMinor, 0)).toBe(10_001);
  });

  it('refuses a currency change once costs exist, and recording by someone the host did not allow', async () => {
    const { host, ann, eventId } = await party();
    await record(host, eventId, { what: 'Ice', amountMinor: 500 }).expect(201);
    const refused = await host.agent
      .put(`/api/events/${eventId}/costs/settings`)
      .send({ currency: 'USD', recorders: 'going', split: 'household', kidWeight: 50 })
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'CURRENCY_LOCKED' });
    expect((await costs(host, eventId)).currency).toBe('EUR');

    const notAllowed = await record(ann, eventId, { what: 'Cups', amountMinor: 300 }).expect(403);
    expect(notAllowed.body).toMatchObject({ code: 'NOT_COST_RECORDER' });
    await host.agent
      .put(`/api/events/${eventId}/costs/settings`)
      .send({ currency: 'EUR', recorders: 'going', split: 'household', kidWeight: 50 })
      .expect(200);
    const mine = (await record(ann, eventId, { what: 'Cups', amountMinor: 300 }).expect(201)).body as CostsView;
    expect(mine.totalMinor).toBe(800);
    const cupId = mine.costs.find((c) => c.what === 'Cups')!.id;
    const iceId = mine.costs.find((c) => c.what === 'Ice')!.id;
    expect(mine.costs.map((c) => [c.what, c.canEdit])).toEqual([
      ['Ice', false],
      ['Cups', true],
    ]);
    await ann.agent.delete(`/api/events/${eventId}/costs/${iceId}`).expect(403);
    await ann.agent
      .put(`/api/events/${eventId}/costs/${cupId}`)
      .send({ what: 'Cups and straws', amountMinor: 350 })
      .expect(200);
    const deleted = (await host.agent.delete(`/api/events/${eventId}/costs/${cupId}`).expect(200)).body as CostsView;
    expect(deleted.costs.map((c) => c.what)).toEqual(['Ice']);
    await host.agent.delete(`/api/events/${eventId}/costs/${randomUUID()}`).expect(404);
  });

  it('takes https payment links only, within their length', async () => {
    const { host, eventId } = await party();
    for (const paymentLink of ['http://paypal.me/x', 'javascript:alert(1)', `https://a.test/${'x'.repeat(300)}`]) {
      const res = await record(host, eventId, { what: 'Ice', amountMinor: 500, paymentLink }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await costs(host, eventId)).costs).toEqual([]);
  });

  it('lets a household mark its share paid once (a resent change lands once) and the payer confirm it', async () => {
    const { host, ann, ben, eventId } = await party();
    await record(host, eventId, { what: 'Ice', amountMinor: 900, payerId: ben.id }).expect(201);
    const key = randomUUID();
    const mark = () =>
      ann.agent
        .put(`/api/events/${eventId}/costs/my-share`)
        .set('Idempotency-Key', key)
        .send({ paid: true, paidMinor: 300 });
    const first = (await mark().expect(200)).body as CostsView;
    expect(first.mine).toMatchObject({ status: 'paid', owesMinor: 300 });
    await mark().expect(200);
    const rows = await t.db.query(`SELECT * FROM "cost_shares" WHERE "eventId" = $1`, [eventId]);
    expect(rows).toHaveLength(1);

    // Ben paid: he sees the shares owed to him and confirms Ann's; Ann cannot confirm anything.
    const benView = await costs(ben, eventId);
    expect(benView.canConfirm).toBe(true);
    const annShare = benView.households.find((h) => h.person.id === ann.id)!;
    const refused = await ann.agent
      .put(`/api/events/${eventId}/costs/households/${annShare.id}/confirm`)
      .send({ confirmed: true })
      .expect(403);
    expect(refused.body).toMatchObject({ code: 'NOT_PAYER' });
    const confirmed = (
      await ben.agent
        .put(`/api/events/${eventId}/costs/households/${annShare.id}/confirm`)
        .send({ confirmed: true })
        .expect(200)
    ).body as CostsView;
    expect(confirmed.households.find((h) => h.person.id === ann.id)?.status).toBe('settled');
    expect(confirmed.settledCount).toBe(2);
    // A cost added later changes the share: it is open again.
    await record(host, eventId, { what: 'Plates', amountMinor: 300, payerId: ben.id }).expect(201);
    expect((await costs(ann, eventId)).mine?.status).toBe('open');
  });

  it('keeps a deleted guest’s open share as a former guest', async () => {
    const { host, ann, eventId } = await party();
    await record(host, eventId, { what: 'Ice', amountMinor: 900 }).expect(201);
    await ann.agent.post('/api/account/delete').send({ confirm: 'DELETE', events: [] }).expect(204);
    const view = await costs(host, eventId);
    expect(view.householdCount).toBe(3);
    expect(view.households.map((h) => [h.person.name, h.adults, h.kids, h.shareMinor, h.status])).toEqual([
      ['Hana User', 1, 0, 300, 'settled'],
      ['Ben Oz', 1, 0, 300, 'open'],
      [null, 2, 2, 300, 'open'],
    ]);
  });

  it('puts the costs, each household’s share and who settled in the host’s CSV, and nothing of them without costs', async () => {
    const { host, ann, eventId } = await party();
    const before = await host.agent.get(`/api/events/${eventId}/export.csv`).expect(200);
    expect(before.text).not.toContain('Household');
    await record(host, eventId, { what: 'Ice', amountMinor: 1001, payerId: ann.id }).expect(201);
    const host2 = (await costs(host, eventId)).households.find((h) => h.person.name === 'Hana User')!;
    await host.agent
      .put(`/api/events/${eventId}/costs/households/${host2.id}/confirm`)
      .send({ confirmed: true })
      .expect(200);
    const csv = (await host.agent.get(`/api/events/${eventId}/export.csv`).expect(200)).text;
    const lines = csv.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Cost,Amount,Currency,Paid by',
        'Ice,10.01,EUR,Ann Lee',
        'Total,10.01,EUR,',
        'Household,Share,Paid for the party,Owes,Settled',
        'Hana User,3.34,0.00,3.34,Settled',
        'Ann Lee,3.34,10.01,0.00,Settled',
        'Ben Oz,3.33,0.00,3.33,Open',
      ]),
    );
  });

  it('keeps a receipt photo for a cost, in its own shape, for the hosts and whoever added it only', async () => {
    const { host, ann, ben, eventId } = await party();
    await host.agent
      .put(`/api/events/${eventId}/costs/settings`)
      .send({ currency: 'EUR', recorders: 'going', split: 'household', kidWeight: 50 })
      .expect(200);
    const view = (await record(ann, eventId, { what: 'Ice', amountMinor: 900 }).expect(201)).body as CostsView;
    const costId = view.costs[0].id;
    // A till roll three times as tall as wide stays that shape (a dish photo is cropped to 2:1).
    const receipt = await uploadPhoto(
      ann,
      `/api/events/${eventId}/costs/${costId}/receipt`,
      await phoneJpeg(600, 1800),
    );
    expect(receipt.height).toBe(receipt.width * 3);
    await ben.agent
      .put(`/api/events/${eventId}/costs/${costId}/receipt`)
      .send(await phoneJpeg(600, 800))
      .expect(403);
    const forAnn = await costs(ann, eventId);
    const forHost = await costs(host, eventId);
    const forBen = await costs(ben, eventId);
    expect(forAnn.costs[0].receipt?.id).toBe(receipt.id);
    expect(forHost.costs[0].receipt?.id).toBe(receipt.id);
    expect(forBen.costs[0].receipt).toBeNull();
    const file = new URL(forAnn.costs[0].receipt!.src, 'http://x').pathname;
    await ann.agent.get(file).expect(200);
    await host.agent.get(file).expect(200);
    await ben.agent.get(file).expect(404);
    // Not one of the event's photos, nor its cover.
    const photos = (await ben.agent.get(`/api/events/${eventId}/photos`).expect(200)).body as { cover: unknown };
    expect(photos.cover).toBeNull();
    expect(JSON.stringify(photos)).not.toContain(receipt.id);
    // Deleting the cost deletes its receipt.
    await ann.agent.delete(`/api/events/${eventId}/costs/${costId}`).expect(200);
    await host.agent.get(file).expect(404);
  });
});
