import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { cardGrid, CARDS_PER_PAGE, qrBox, type Paper } from '../src/buffet-cards/buffet-cards.pdf';
import { BUFFET_CARDS_LIMIT, dishUrl } from '../src/buffet-cards/buffet-cards.service';
import { RateLimitService } from '../src/platform/rate-limit/rate-limit.service';
import { seedDish, seedEvent, seedRsvp } from './support/factories';
import { signIn, useTestApp, type TestUser } from './support/test-app';

const PUBLIC_URL = 'http://127.0.0.1:3999';

interface ReadPdf {
  pageCount: number;
  sizes: { width: number; height: number }[];
  pages: string[][];
  codes: (string | null)[];
}

/** What pdfjs reads in a PDF, with the QR codes decoded from the rendered cards of the pages asked for. */
function readPdf(pdf: Buffer, paper: Paper, qrPages: number[] = [], cardsOnPage: (page: number) => number = () => 0) {
  const { cells } = cardGrid(paper);
  const areas = qrPages.flatMap((page) =>
    cells.slice(0, cardsOnPage(page)).map((cell) => {
      const box = qrBox(cell);
      // The code with a margin of white around it, as a phone's camera sees it.
      return { page, x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8 };
    }),
  );
  const out = execFileSync(process.execPath, [join(__dirname, 'support/read-pdf.mjs'), JSON.stringify(areas)], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.toString()) as ReadPdf;
}

async function getPdf(user: TestUser, path: string): Promise<Buffer> {
  const res = await user.agent
    .get(path)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200)
    .expect('Content-Type', 'application/pdf');
  return res.body as Buffer;
}

const FLAGS = [
  { isVegetarian: true, isVegan: true, isGlutenFree: true },
  { containsNuts: true, isSpicy: true },
  { containsMeat: true, isDairyFree: true },
  { isVegetarian: true },
] as const;
/** The words each FLAGS entry prints, in order (what the dish is first, then what to watch for). */
const MARK_WORDS = [
  ['Vegan', 'Vegetarian', 'Gluten-free'],
  ['May contain gluten', 'May contain dairy', 'Contains nuts', 'Spicy'],
  ['Contains meat', 'May contain gluten', 'Dairy-free'],
  ['Vegetarian', 'May contain gluten', 'May contain dairy'],
];

describe('buffet cards', () => {
  const t = useTestApp();

  async function eventWithDishes(names: string[], who: { firstName: string; lastName: string }) {
    const host = await signIn(t.app, { firstName: 'Hana', lastName: 'Host' });
    const cook = await signIn(t.app, who);
    const eventId = await seedEvent(t.db, host, { name: 'Friday potluck' });
    await seedRsvp(t.db, eventId, cook);
    const dishIds: string[] = [];
    for (const [i, name] of names.entries()) {
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      dishIds.push(await seedDish(t.db, eventId, cook, { name, createdAt, ...FLAGS[i % FLAGS.length] }));
    }
    return { host, cook, eventId, dishIds };
  }

  it('prints 40 dishes on 7 A4 pages, each card its name, cook, marks in words, and a QR code to the dish', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `Dish number ${i + 1}`);
    const { cook, eventId, dishIds } = await eventWithDishes(names, { firstName: 'Ann', lastName: 'Lee' });
    const pdf = await getPdf(cook, `/api/events/${eventId}/buffet-cards.pdf`);
    const onPage = (p: number) => Math.min(CARDS_PER_PAGE, 40 - (p - 1) * CARDS_PER_PAGE);
    const read = readPdf(pdf, 'a4', [1, 7], onPage);
    expect(read.pageCount).toBe(7);
    expect(read.sizes[0]).toEqual({ width: 595.28, height: 841.89 });
    read.pages.forEach((text, p) => {
      const cards = names.slice(p * CARDS_PER_PAGE, (p + 1) * CARDS_PER_PAGE);
      const expected = cards.flatMap((name) => {
        const i = names.indexOf(name);
        return [name, 'Brought by Ann Lee', ...(MARK_WORDS[i % FLAGS.length] ?? []), 'Scan for the dish'];
      });
      // The header, then each card in sign-up order (the marks' letters sit beside their words), then the footer.
      const words = text.filter((s) => !/^(VG|V|GF|DF|G|D|N|S|M)$/.test(s));
      expect(words).toEqual(['Buffet cards: Friday potluck', ...expected, 'Cut along the dashed lines']);
    });
    const urls = dishIds.map((id) => dishUrl(PUBLIC_URL, eventId, id));
    expect(read.codes).toEqual([...urls.slice(0, 6), ...urls.slice(36)]);
  });

  it('lays the cards out on US Letter when asked, and one dish alone from its card', async () => {
    const { cook, eventId, dishIds } = await eventWithDishes(['Samosas', 'Dal'], { firstName: 'Ann', lastName: 'Lee' });
    const letter = readPdf(await getPdf(cook, `/api/events/${eventId}/buffet-cards.pdf?paper=letter`), 'letter');
    expect(letter.sizes).toEqual([{ width: 612, height: 792 }]);
    const one = await getPdf(cook, `/api/events/${eventId}/dishes/${dishIds[1]}/buffet-card.pdf?paper=letter`);
    const read = readPdf(one, 'letter', [1], () => 1);
    expect(read.pageCount).toBe(1);
    expect(read.pages[0]).toContain('Dal');
    expect(read.pages[0]).not.toContain('Samosas');
    expect(read.codes).toEqual([dishUrl(PUBLIC_URL, eventId, dishIds[1] ?? '')]);
  });

  it('prints Arabic names with the Arabic font embedded, each card in order, right to left', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `طبق رقم ${i + 1}`);
    const { cook, eventId, dishIds } = await eventWithDishes(names, { firstName: 'سارة', lastName: 'أحمد' });
    const pdf = await getPdf(cook, `/api/events/${eventId}/buffet-cards.pdf`);
    // The font is embedded (a subset of it), not referred to.
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Bold/);
    const read = readPdf(pdf, 'a4', [1], () => CARDS_PER_PAGE);
    expect(read.pageCount).toBe(7);
    read.pages.forEach((text, p) => {
      // The number of each dish (digits stay left to right inside the Arabic line) comes card after card.
      const numbers = text.filter((s) => /^\d+$/.test(s)).map(Number);
      const first = p * CARDS_PER_PAGE + 1;
      expect(numbers).toEqual(Array.from({ length: Math.min(CARDS_PER_PAGE, 41 - first) }, (_, i) => first + i));
      expect(text.filter((s) => s === 'Brought by')).toHaveLength(numbers.length);
      expect(text.join(' ')).toMatch(/[\u0600-\u06FF]/);
    });
    expect(read.codes).toEqual(dishIds.slice(0, 6).map((id) => dishUrl(PUBLIC_URL, eventId, id)));
  });

  it('leaves out who brought what for guests when the guest list is hidden; the host still sees it', async () => {
    const { host, cook, eventId } = await eventWithDishes(['Samosas'], { firstName: 'Ann', lastName: 'Lee' });
    await t.db.query(`UPDATE "events" SET "showGuestList" = false WHERE "id" = $1`, [eventId]);
    const guest = await signIn(t.app, { firstName: 'Gus' });
    await seedRsvp(t.db, eventId, guest);
    const seen = readPdf(await getPdf(guest, `/api/events/${eventId}/buffet-cards.pdf`), 'a4').pages[0] ?? [];
    expect(seen).toContain('Samosas');
    expect(seen.join(' ')).not.toContain('Brought by');
    expect(seen.join(' ')).not.toContain('Ann');
    const hosts = readPdf(await getPdf(host, `/api/events/${eventId}/buffet-cards.pdf`), 'a4').pages[0] ?? [];
    expect(hosts).toContain('Brought by Ann Lee');
    const own = readPdf(await getPdf(cook, `/api/events/${eventId}/buffet-cards.pdf`), 'a4').pages[0] ?? [];
    expect(own.join(' ')).not.toContain('Brought by');
  });

  it('refuses an unknown dish, a dish of another event, an unknown paper and a removed guest', async () => {
    const { host, cook, eventId, dishIds } = await eventWithDishes(['Samosas'], { firstName: 'Ann', lastName: 'Lee' });
    // Removed before the event is first read (the removal API's own suite covers removing a reader later).
    const gone = await signIn(t.app, { firstName: 'Gone' });
    await t.db.query(`INSERT INTO "event_removals" ("eventId", "userId") VALUES ($1, $2)`, [eventId, gone.id]);
    const other = await seedEvent(t.db, host);
    const dishId = dishIds[0] ?? '';
    const missing = await cook.agent.get(`/api/events/${other}/dishes/${dishId}/buffet-card.pdf`).expect(404);
    expect(missing.body).toMatchObject({ code: 'DISH_NOT_FOUND' });
    await cook.agent.get(`/api/events/${eventId}/dishes/not-a-dish/buffet-card.pdf`).expect(404);
    const paper = await cook.agent.get(`/api/events/${eventId}/buffet-cards.pdf?paper=a3`).expect(400);
    expect(paper.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const removed = await gone.agent.get(`/api/events/${eventId}/buffet-cards.pdf`).expect(404);
    expect(removed.body).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    expect(removed.headers['content-type']).not.toContain('application/pdf');
  });

  it("prints the cards in the requester's language: its account's choice, else the browser's", async () => {
    const { host, cook, eventId } = await eventWithDishes(['Samosas', 'Dal'], { firstName: 'Ann', lastName: 'Lee' });
    await host.agent.put('/api/locale').send({ locale: 'fr' }).expect(200);
    const french = (readPdf(await getPdf(host, `/api/events/${eventId}/buffet-cards.pdf`), 'a4').pages[0] ?? []).join(
      ' ',
    );
    expect(french).toContain('Cartes du buffet : Friday potluck');
    expect(french).toContain('Apporté par Ann Lee');
    expect(french).toContain('Végan');
    expect(french).toContain('Peut contenir des produits laitiers');
    expect(french).not.toContain('Brought by');
    const res = await cook.agent
      .get(`/api/events/${eventId}/buffet-cards.pdf`)
      .set('Accept-Language', 'es')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const spanish = (readPdf(res.body as Buffer, 'a4').pages[0] ?? []).join(' ');
    expect(spanish).toContain('Lo trae Ann Lee');
    expect(spanish).toContain('Sin gluten');
    expect(spanish).toContain('Recorta por las líneas discontinuas');
    expect(spanish).not.toContain('Brought by');
    expect(res.headers['content-disposition']).toBe('inline; filename="buffet-cards.pdf"');
  });

  it('refuses a 13th PDF within a minute from one person with 429, and makes no PDF for it', async () => {
    const { cook, eventId, dishIds } = await eventWithDishes(['Samosas'], { firstName: 'Ann', lastName: 'Lee' });
    // Both kinds of PDF count against one limit.
    await cook.agent.get(`/api/events/${eventId}/buffet-cards.pdf`).expect(200);
    await cook.agent.get(`/api/events/${eventId}/dishes/${dishIds[0]}/buffet-card.pdf`).expect(200);
    // The rest of the minute's twelve straight on the counter: twelve renderings on a loaded machine can outlast the
    // minute's window, and the window is aligned to the clock.
    const limits = t.app.get(RateLimitService);
    const key = `buffet-cards:${cook.id}`;
    while ((await limits.peek(key, BUFFET_CARDS_LIMIT.windowSeconds)) < BUFFET_CARDS_LIMIT.limit)
      await limits.consume(key, BUFFET_CARDS_LIMIT.limit, BUFFET_CARDS_LIMIT.windowSeconds);
    const refused = await cook.agent.get(`/api/events/${eventId}/buffet-cards.pdf`).expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['content-type']).not.toContain('application/pdf');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
