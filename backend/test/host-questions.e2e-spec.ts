import request from 'supertest';
import { writeBuiltShell } from './support/built-shell';
import { attr, only, parsePage, select, textOf } from './support/html-document';
import { createEvent, eventBody } from './support/factories';
import { signIn, useTestApp, type TestUser } from './support/test-app';
import { answerFormDefaults } from '../src/contracts/rsvp.rules';

const ORIGIN = 'http://127.0.0.1:3999';

type Asked = { id: string; label: string; kind: string; options: string[]; required: boolean; audience: string };

describe("the host's own questions", () => {
  const t = useTestApp(() => ({ FRONTEND_DIST: writeBuiltShell() }));
  let host: TestUser;
  let guest: TestUser;
  let other: TestUser;
  let eventId: string;
  let asked: Record<'shift' | 'food' | 'ride' | 'help', Asked>;

  const QUESTIONS = [
    { label: 'Which shift can you help with?', kind: 'text', required: true, audience: 'hosts' },
    {
      label: 'Coming for food or just drinks?',
      kind: 'choice',
      options: ['Food', 'Just drinks'],
      audience: 'everyone',
    },
    { label: 'Do you need a ride?', kind: 'yesno' },
    { label: 'What can you help with?', kind: 'choices', options: ['Set up', 'Wash up', 'Music'] },
  ];

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Quinn', lastName: 'Host' });
    guest = await signIn(t.app, { firstName: 'Gwen' });
    other = await signIn(t.app, { firstName: 'Otto' });
    eventId = await createEvent(host, { name: 'Church Supper', questions: QUESTIONS as never });
    const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
    const [shift, food, ride, help] = detail.body.questions as Asked[];
    asked = { shift, food, ride, help };
  });

  const answer = (who: TestUser, body: Record<string, unknown>) =>
    who.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0, ...body });

  it('keeps up to 10 questions with an id each, and refuses a choice without two options', async () => {
    expect(asked.shift).toMatchObject({ kind: 'text', required: true, audience: 'hosts', options: [] });
    expect(asked.food).toMatchObject({ options: ['Food', 'Just drinks'], required: false, audience: 'everyone' });
    expect(asked.ride.id).toMatch(/^[0-9a-f-]{36}$/);
    const oneOption = await host.agent
      .post('/api/events')
      .send(eventBody({ questions: [{ label: 'Pick', kind: 'choice', options: ['Only'] }] as never }))
      .expect(400);
    expect(oneOption.body.fieldErrors['questions.0.options']).toEqual([
      'A question with choices needs at least 2 options',
    ]);
    // Half a surrogate pair has no place in the JSON the questions are kept in: it is kept as U+FFFD, not a 500.
    const broken = await host.agent
      .post('/api/events')
      .send(eventBody({ questions: [{ label: 'Shift \ud800?', kind: 'text' }] as never }))
      .expect(201);
    expect(broken.body.questions[0].label).toBe('Shift \ufffd?');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ label: `Q${i}`, kind: 'text' }));
    await host.agent
      .post('/api/events')
      .send(eventBody({ questions: eleven as never }))
      .expect(400);
  });

  it('asks Going guests the required ones, keeps the options to the options, and stores the replies', async () => {
    const missing = await answer(guest, { answers: {} }).expect(400);
    expect(missing.body.fieldErrors).toEqual({ [`answers.${asked.shift.id}`]: ['This question needs an answer'] });
    const french = await answer(guest, { answers: {} }).set('Accept-Language', 'fr').expect(400);
    expect(french.body.fieldErrors[`answers.${asked.shift.id}`]).toEqual(['Cette question attend une réponse']);
    const notAnOption = await answer(guest, { answers: { [asked.shift.id]: 'Setup', [asked.food.id]: 'Cake' } });
    expect(notAnOption.status).toBe(400);
    expect(notAnOption.body.fieldErrors).toEqual({ [`answers.${asked.food.id}`]: ['Choose one of the options'] });
    // Not coming: nothing is required.
    await answer(other, { status: 'not_attending', answers: {} }).expect(200);

    const saved = await answer(guest, {
      answers: {
        [asked.shift.id]: 'hostanswer: the early shift',
        [asked.food.id]: 'Food',
        [asked.ride.id]: true,
        [asked.help.id]: ['Set up', 'Music'],
        'not-a-question': 'dropped',
      },
    }).expect(200);
    expect(saved.body.answers).toEqual({
      [asked.shift.id]: 'hostanswer: the early shift',
      [asked.food.id]: 'Food',
      [asked.ride.id]: true,
      [asked.help.id]: ['Set up', 'Music'],
    });
    // A change that sends no replies (an older client) keeps them.
    const kept = await answer(guest, { adultCount: 2 }).expect(200);
    expect(kept.body.answers[asked.food.id]).toBe('Food');
  });

  it('shows the replies for the hosts only to the hosts and the person, the others where the guest list goes', async () => {
    const replies = async (who: TestUser) => {
      const detail = await who.agent.get(`/api/events/${eventId}`).expect(200);
      return detail.body.rsvps.find((r: { userId: string }) => r.userId === guest.id).answers as Record<
        string,
        unknown
      >;
    };
    expect(Object.keys(await replies(host)).sort()).toEqual(
      [asked.shift.id, asked.food.id, asked.ride.id, asked.help.id].sort(),
    );
    expect(await replies(guest)).toHaveProperty(asked.shift.id, 'hostanswer: the early shift');
    expect(await replies(other)).toEqual({ [asked.food.id]: 'Food' });
    const pub = await request(t.app.getHttpServer()).get(`/api/public/events/${eventId}`).expect(200);
    expect(JSON.stringify(pub.body)).not.toContain('hostanswer');
    expect(pub.body.questions.map((q: Asked) => q.label)).toContain('Do you need a ride?');
  });

  it('keeps the replies when the host edits the questions with their ids, and exports them as columns', async () => {
    const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
    await host.agent
      .put(`/api/events/${eventId}`)
      .send(eventBody({ date: detail.body.date, questions: detail.body.questions }))
      .expect(200);
    const csv = await host.agent.get(`/api/events/${eventId}/export.csv`).expect(200);
    const [header, ...rows] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('Which shift can you help with?');
    expect(header).toContain('Do you need a ride?');
    const gwen = rows.find((r) => r.includes('Gwen'));
    expect(gwen).toContain('hostanswer: the early shift');
    expect(gwen).toContain('Set up; Music');
    expect(gwen).toMatch(/,Yes(,|$)/);
  });

  it('asks them in the join form without JavaScript, with the refusal beside the question', async () => {
    const page = parsePage((await request(t.app.getHttpServer()).get(`/join/${eventId}`).expect(200)).text);
    expect(page.problems).toEqual([]);
    const shiftField = only(page, 'input', ['name', `q.${asked.shift.id}`]);
    expect(attr(shiftField, 'type')).toBe('text');
    expect(select(page, 'input', ['name', `q.${asked.help.id}`]).map((el) => attr(el, 'type'))).toEqual([
      'checkbox',
      'checkbox',
      'checkbox',
    ]);
    const key = attr(only(page, 'input', ['name', 'key']), 'value')!;
    const post = (fields: Record<string, unknown>, formKey = key) =>
      request(t.app.getHttpServer())
        .post(`/join/${eventId}`)
        .set({ origin: ORIGIN })
        .type('form')
        .send({ ...answerFormDefaults(), email: '', name: 'Nora NoScript', key: formKey, ...fields });

    const refused = await post({ [`q.${asked.ride.id}`]: 'yes' });
    expect(refused.status).toBe(400);
    const again = parsePage(refused.text);
    expect(textOf(only(again, 'p', ['id', `join-q.${asked.shift.id}-error`]))).toContain(
      'This question needs an answer',
    );
    // What was ticked stays ticked.
    const yes = select(again, 'input', ['name', `q.${asked.ride.id}`]).find((el) => attr(el, 'value') === 'yes')!;
    expect(yes.attrs.some((a) => a.name === 'checked')).toBe(true);

    const taken = await post({
      [`q.${asked.shift.id}`]: 'Late',
      [`q.${asked.ride.id}`]: 'no',
      [`q.${asked.help.id}`]: ['Wash up', 'Music'],
    });
    expect(taken.status).toBe(200);
    const [row] = await t.db.query<Array<{ answers: Record<string, unknown> }>>(
      `SELECT r."answers" FROM "rsvps" r JOIN "users" u ON u."id" = r."userId"
        WHERE r."eventId" = $1 AND u."firstName" = 'Nora NoScript'`,
      [eventId],
    );
    expect(row.answers).toEqual({
      [asked.shift.id]: 'Late',
      [asked.ride.id]: false,
      [asked.help.id]: ['Wash up', 'Music'],
    });
  });
});
