import type { BuffetCardsInput } from '../src/buffet-cards/buffet-cards.pdf';
import { WorkerPoolService } from '../src/platform/workers/worker-pool.service';
import { answerRsvp, createDish, createEvent, eventBody } from './support/factories';
import { signIn, useTestApp } from './support/test-app';

/** A sheet big enough to keep a worker thread busy for a while (about a second of a core, more on a loaded one). */
const busySheet: BuffetCardsInput = {
  paper: 'a4',
  texts: { title: 'Busy', noDishes: '-', cutHere: '-', scan: '-' },
  cards: Array.from({ length: 200 }, (_, i) => ({
    name: `Dish ${i}`,
    broughtBy: `Brought by Cook ${i}`,
    marks: [],
    url: `http://127.0.0.1:3999/events/e/dishes#dish-${i}`,
  })),
};

describe('buffet cards from the worker pool', () => {
  const t = useTestApp();

  it('draws the same sheet of the same event version once; a change, or a reader who sees other cards, draws anew', async () => {
    const host = await signIn(t.app, { firstName: 'Hana', lastName: 'Host' });
    const guest = await signIn(t.app, { firstName: 'Gus', lastName: 'Guest' });
    const eventId = await createEvent(host, { name: 'Cached potluck' });
    await answerRsvp(guest, eventId, 'attending');
    await createDish(guest, eventId, { name: 'Samosas' });
    const drawn = jest.spyOn(t.app.get(WorkerPoolService), 'run');
    const pdf = (who: typeof host, query = '') =>
      who.agent.get(`/api/events/${eventId}/buffet-cards.pdf${query}`).expect(200);

    // Two readers at once and one after: one drawing.
    const [first, second] = await Promise.all([pdf(host), pdf(guest)]);
    await pdf(host);
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    // Another paper is another sheet.
    await pdf(host, '?paper=letter');
    expect(drawn).toHaveBeenCalledTimes(2);
    // A new version (a dish added) is drawn again, once.
    await createDish(guest, eventId, { name: 'Dal' });
    await pdf(host);
    await pdf(guest);
    expect(drawn).toHaveBeenCalledTimes(3);
    // With the guest list hidden, a guest's cards (no names) and the host's (names) are two sheets.
    const hidden = eventBody({ name: 'Cached potluck', showGuestList: false });
    await host.agent.put(`/api/events/${eventId}`).send(hidden).expect(200);
    await pdf(host);
    await pdf(guest);
    await pdf(guest);
    expect(drawn).toHaveBeenCalledTimes(5);
    drawn.mockRestore();
  });
});

describe('a full worker pool', () => {
  const t = useTestApp({ WORKER_THREADS: '1', WORKER_QUEUE_LIMIT: '0' });

  it('answers PDFs and the photo export with 503 SERVER_BUSY and a Retry-After, never a wait; then serves them', async () => {
    const host = await signIn(t.app, { firstName: 'Hana', lastName: 'Host' });
    const eventId = await createEvent(host, { name: 'Busy potluck' });
    await createDish(host, eventId, { name: 'Samosas' });
    // The one thread busy, and no room to wait.
    const busy = t.app.get(WorkerPoolService).run('buffetCards', busySheet);

    const refused = await host.agent.get(`/api/events/${eventId}/buffet-cards.pdf`).expect(503);
    expect(refused.body).toEqual({ message: 'The server is busy. Please try again in a moment.', code: 'SERVER_BUSY' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['content-type']).toContain('application/json');
    const zip = await host.agent.get(`/api/events/${eventId}/export.zip`).expect(503);
    expect(zip.body).toMatchObject({ code: 'SERVER_BUSY' });
    expect(Number(zip.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    await busy;
    await host.agent.get(`/api/events/${eventId}/buffet-cards.pdf`).expect(200);
    await host.agent.get(`/api/events/${eventId}/export.zip`).expect(200);
  });
});
