import { createHash } from 'node:crypto';
import request from 'supertest';
import { createDish, createEvent } from './support/factories';
import { BUILT_INLINE_SCRIPTS, writeShellFiles } from './support/built-shell';
import { seenByApp } from './support/seen-by-app';
import { signIn, useTestApp, type TestUser } from './support/test-app';
import { SESSION_COOKIE } from '../src/auth/session.service';
import { APP_CODE_AFTER_PAINT } from '../src/platform/web/inline-scripts';

// A built shell shaped like frontend/dist/index.html, with a manifest naming the join route's chunks.
const shellHtml =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Potluck: plan potlucks with friends." /><title>Potluck</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div><noscript>Potluck needs JavaScript to run.</noscript></body></html>';
const manifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
  'src/app/routes/join-event.tsx': { file: 'assets/join-event-def.js', imports: ['index.html', '_card-123.js'] },
  '_card-123.js': { file: 'assets/card-123.js', css: ['assets/card-123.css'] },
  'src/app/routes/join-signed-in.tsx': {
    file: 'assets/join-signed-in-1.js',
    imports: ['src/app/routes/join-event.tsx', '_signed-in-part-1.js'],
  },
  '_signed-in-part-1.js': { file: 'assets/signed-in-part-1.js', css: ['assets/signed-in-part-1.css'] },
  'src/app/routes/welcome.tsx': { file: 'assets/welcome-1.js', imports: ['index.html'], css: ['assets/welcome-1.css'] },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_card-123.js'] },
  'src/app/routes/event-detail.tsx': { file: 'assets/event-detail-1.js', imports: ['index.html'] },
  'src/app/routes/dish-signup.tsx': { file: 'assets/dish-signup-1.js', imports: ['index.html'] },
  'src/app/layouts/signed-in-chrome.tsx': { file: 'assets/signed-in-chrome-1.js', imports: ['index.html'] },
};
const prerendered = {
  '/': {
    title: 'Potluck — Plan potlucks with friends',
    body: '<main class="page welcome"><h1>Potluck</h1></main>',
    static: true,
  },
  '/terms-of-service': { title: 'Potluck — Terms of Service', body: '<main><h1>Terms of Service</h1></main>' },
};

const embeddedJson = (html: string): unknown => {
  const m = /<script type="application\/json" id="potluck-data">([^<]*)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : undefined;
};
/** The head's tags that load a built file of /assets early: its code, its styles. */
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const stylesheet = (file: string) => `<link rel="stylesheet" href="/assets/${file}">`;
const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
const embeddedData = (html: string) => {
  const m = /<script type="application\/json" id="potluck-data">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error('no embedded data');
  return JSON.parse(m[1]) as { publicEvent: { id: string; name: string; dishes: unknown[] } };
};

describe('the join link answered by the server', () => {
  let host: TestUser;
  const t = useTestApp({ FRONTEND_DIST: writeShellFiles({ html: shellHtml, manifest, prerendered }, 'potluck-join-') });
  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Hosta', email: 'hosta@example.test' });
  });

  it('lists the jobs that still need people beside the dishes, their titles escaped', async () => {
    const eventId = await createEvent(host, { name: 'Jobs supper' });
    await host.agent.post(`/api/events/${eventId}/jobs`).send({ title: 'Wash <up>', needed: 2 }).expect(201);
    const html = (await request(t.app.getHttpServer()).get(`/join/${eventId}`).expect(200)).text;
    expect(html).toContain('<h3 class="still-needed__title">Jobs still open</h3>');
    expect(html).toContain(
      '<li class="still-needed__item"><span>Wash &lt;up&gt;</span><span class="still-needed__more">2 more people</span></li>',
    );
  });

  it('says which courses are still needed, as the app does: to the RSVP form, or the dish page once signed in', async () => {
    const eventId = await createEvent(host, { name: 'Slots supper', dishSlots: { dessert: 2, main_dish: 1 } });
    await createDish(host, eventId, { category: 'main_dish' });
    const html = (await request(t.app.getHttpServer()).get(`/join/${eventId}`).expect(200)).text;
    expect(html).toContain('<h3 class="still-needed__title">Still needed</h3>');
    expect(html).toContain(
      '<li><a class="still-needed__item" href="#join-answer"><span>Desserts 0 of 2</span><span class="still-needed__more">+ 2 more</span></a></li>',
    );
    expect(html).not.toContain('<span>Main Dishes 1 of 1</span>');
    const signedIn = (await host.agent.get(`/join/${eventId}`).expect(200)).text;
    expect(signedIn).toContain(`href="/events/${eventId}/dishes?add=dessert"`);
  });

  it('tells a signed-out visitor above the form that answering it answers the date poll, as the app does', async () => {
    const eventId = await createEvent(host, {
      name: 'Poll supper',
      date: undefined,
      dateOptions: [
        new Date(Date.now() + 9 * 86_400_000).toISOString(),
        new Date(Date.now() + 16 * 86_400_000).toISOString(),
      ],
    });
    const note = '<p class="join-note">RSVP below to answer the date poll.</p>';
    expect((await request(t.app.getHttpServer()).get(`/join/${eventId}`).expect(200)).text).toContain(note);
    expect((await host.agent.get(`/join/${eventId}`).expect(200)).text).not.toContain(note);
  });

  it('sums up more than 40 dishes by course, in the HTML and the API, and lists 40 one by one', async () => {
    const eventId = await createEvent(host, { name: 'Parish supper', dishSlots: { dessert: 30 } });
    const dishes = (n: number, category: string, offered = false) =>
      t.db.query(
        `INSERT INTO "dishes" ("eventId", "contributorId", "name", "category", "offeredAt")
         SELECT $1, $2, 'Dish ' || $3 || ' ' || i, $3, CASE WHEN $5 THEN now() END FROM generate_series(1, $4::int) i`,
        [eventId, host.id, category, n, offered],
      );
    await dishes(25, 'main_dish');
    await dishes(14, 'dessert');
    await dishes(1, 'dessert', true);
    await seenByApp(t, eventId);
    const page = async () => (await request(t.app.getHttpServer()).get(`/join/${eventId}`).expect(200)).text;
    // Forty: each is named, as before.
    expect((await page()).match(/class="public-dish__name"/g)).toHaveLength(40);
    const listed = (await request(t.app.getHttpServer()).get(`/api/public/events/${eventId}`).expect(200)).body;
    expect(listed.dishes).toHaveLength(40);
    expect(listed).not.toHaveProperty('dishCounts');

    // Forty-one: how many each course has (the offered dish counts as missing), and none named.
    await dishes(1, 'soft_drinks');
    await seenByApp(t, eventId);
    const view = (await request(t.app.getHttpServer()).get(`/api/public/events/${eventId}`).expect(200)).body;
    expect(view.dishes).toEqual([]);
    expect(view.dishCounts).toEqual({ main_dish: 25, dessert: 14, soft_drinks: 1 });
    const html = await page();
    expect(html).not.toContain('public-dish__name');
    expect(html).not.toContain('Dish main_dish 1');
    expect(html).toContain("40 dishes are signed up. You'll see each one once you've answered.");
    expect(html).toContain('Main Dishes <span class="dish-group__count">(25)</span>');
    expect(html).toContain('Desserts <span class="dish-group__count">14 of 30</span>');
    expect(embeddedJson(html)).toMatchObject({ publicEvent: { dishes: [], dishCounts: { main_dish: 25 } } });
  });

  it('puts the event in the HTML: name, date and time in its zone, place, host, guidelines, dishes', async () => {
    const eventId = await createEvent(host, {
      name: 'Harvest <Supper> & "Friends"',
      date: '2030-06-01T22:30:00.000Z',
      timeZone: 'America/New_York',
      location: 'Maple Hall',
      allowNonVegetarian: false,
      dietaryNote: 'No peanuts please',
    });
    await createDish(host, eventId, { name: 'Pumpkin Pie', category: 'dessert', isVegetarian: true });

    const res = await request(t.app.getHttpServer()).get(`/join/${eventId}`).expect(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    // Escaped wherever it appears.
    expect(html).not.toContain('<Supper>');
    // What the host typed takes its own direction (dir="auto"): English text keeps its full stop at its end on a
    // right-to-left page, and Arabic text reads right to left on an English one.
    expect(html).toContain(
      '<h1 id="join-event-name" class="join-hero__name" dir="auto">Harvest &lt;Supper&gt; &amp; &quot;Friends&quot;</h1>',
    );
    expect(html).toContain('Saturday, June 1, 2030 at 6:30 PM EDT');
    expect(html).toContain('<span dir="auto">Maple Hall</span>');
    expect(html).toContain('Hosted by <strong>Hosta');
    expect(html).toContain('Dietary Guidelines');
    expect(html).toContain('No Non-Vegetarian');
    expect(html).toContain('No peanuts please');
    expect(html).toContain("What's Being Brought");
    expect(html).toContain('Pumpkin Pie');
    // Its badge as the app draws it (one table for both): the short label shown, the full name for screen readers.
    expect(html).toContain(
      '<span class="badge badge--outline"><span aria-hidden="true">🥕</span><span aria-hidden="true">Veg</span>' +
        '<span class="visually-hidden">Vegetarian</span></span>',
    );

    // Per-event title, description and link-preview tags, with no personal data beyond the host's display name.
    expect(html).toContain('<title>RSVP — Harvest &lt;Supper&gt; &amp; &quot;Friends&quot;</title>');
    expect(html).toMatch(
      /<meta name="description" content="Saturday, June 1, 2030 at 6:30 PM EDT · Maple Hall · Hosted by Hosta/,
    );
    expect(html).toContain('<meta property="og:title" content="Harvest &lt;Supper&gt; &amp; &quot;Friends&quot;" />');
    expect(html).toContain(`<meta property="og:url" content="http://127.0.0.1:3999/join/${eventId}" />`);
    expect(html).toContain('<meta property="og:image" content="http://127.0.0.1:3999/icons/icon-512.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('hosta@example.test');
    expect(html).not.toContain('hosta@example.test');

    // The route's code and styles are announced in the HTML, not discovered after the app starts.
    expect(head).toContain(modulePreload('join-event-def.js'));
    expect(head).toContain(modulePreload('card-123.js'));
    expect(head).toContain(stylesheet('card-123.css'));
  });

  it("names a signed-in visitor's panels only when someone is signed in: a guest never downloads them", async () => {
    const eventId = await createEvent(host, { name: 'Panels Supper' });
    const guest = (await request(t.app.getHttpServer()).get(`/join/${eventId}`).expect(200)).text;
    const signedIn = (await host.agent.get(`/join/${eventId}`).expect(200)).text;
    for (const html of [guest, signedIn]) {
      expect(html).toContain(modulePreload('join-event-def.js'));
    }
    expect(guest).not.toContain('signed-in-part-1');
    expect(guest).not.toContain('join-signed-in-1');
    expect(signedIn).toContain(modulePreload('join-signed-in-1.js'));
    expect(signedIn).toContain(modulePreload('signed-in-part-1.js'));
    expect(signedIn).toContain(stylesheet('signed-in-part-1.css'));
  });

  it('embeds the event as JSON that never executes, for the app to take over without fetching it', async () => {
    const eventId = await createEvent(host, { name: '</script><script>alert(1)</script>' });
    const res = await request(t.app.getHttpServer()).get(`/join/${eventId}`).expect(200);
    // Every script is the app's own file, inert data, the server's own loader of the app's code or the build's script
    // that keeps a guest's answer: nothing else inline runs, and the CSP allows exactly those two.
    const inline = [...res.text.matchAll(/<script(?: data-event="[^"]*")?>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const kept = BUILT_INLINE_SCRIPTS['kept-answer'];
    expect(inline).toEqual([kept, APP_CODE_AFTER_PAINT]);
    for (const attrs of scriptsOf(res.text).filter(Boolean))
      expect(attrs).toMatch(/src="\/assets\/|type="application\/json"|^ data-event="[^"]*"$/);
    expect(res.text).not.toContain('<script>alert(1)');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(
      `script-src 'self' ${hash(APP_CODE_AFTER_PAINT)} ${hash(kept)};`,
    );
    const data = embeddedData(res.text);
    const api = await request(t.app.getHttpServer()).get(`/api/public/events/${eventId}`).expect(200);
    expect(data.publicEvent).toEqual(api.body);
    expect(data.publicEvent.name).toBe('</script><script>alert(1)</script>');
  });

  it('answers an unknown, malformed or deleted event with a 404 page', async () => {
    const eventId = await createEvent(host);
    await host.agent.delete(`/api/events/${eventId}`).expect(204);
    for (const id of [eventId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await request(t.app.getHttpServer()).get(`/join/${id}`).expect(404);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('<title>Event Not Found</title>');
      expect(res.text).toContain('<h1>Event Not Found</h1>');
      expect(res.text).not.toContain('potluck-data');
    }
  });

  it('compresses the page for browsers that accept it', async () => {
    const eventId = await createEvent(host);
    for (let i = 0; i < 10; i++) await createDish(host, eventId, { name: `Dish number ${i}`, category: 'main_dish' });
    const res = await request(t.app.getHttpServer()).get(`/join/${eventId}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('Dish number 9');
  });

  it('names the code of the main screens in the shell, so it loads beside the app instead of after it', async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const server = t.app.getHttpServer();
    const welcome = await request(server).get('/').expect(200);
    expect(welcome.headers['cache-control']).toBe('no-cache');
    // Welcome is static: its styles, and no code to preload.
    expect(preloads(welcome.text)).toEqual([]);
    expect(welcome.text).toContain(stylesheet('welcome-1.css'));

    // With a session cookie, the signed-in screens and their chrome (whether the session is still valid is the app's
    // question; a stale cookie costs one unused download).
    const cookie = `${SESSION_COOKIE}=s%3Aanything`;
    expect(preloads((await request(server).get('/').set('Cookie', cookie).expect(200)).text)).toEqual([
      '/assets/home-1.js',
      '/assets/card-123.js',
      '/assets/signed-in-chrome-1.js',
    ]);
    expect(preloads((await request(server).get('/events/abc').set('Cookie', cookie).expect(200)).text)).toEqual([
      '/assets/event-detail-1.js',
      '/assets/signed-in-chrome-1.js',
    ]);
    expect(preloads((await request(server).get('/events/abc/dishes').set('Cookie', cookie).expect(200)).text)).toEqual([
      '/assets/dish-signup-1.js',
      '/assets/signed-in-chrome-1.js',
    ]);
    // And each screen's first data, requested beside the code with the credentials the app's requests carry.
    const dataPreloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    const eventId = '6f1c1f5e-8d7e-4a55-9a7b-4b8f0b0f5c11';
    expect(dataPreloads((await request(server).get('/').set('Cookie', cookie).expect(200)).text)).toEqual([
      '/api/events',
    ]);
    const eventPage = (await request(server).get(`/events/${eventId}`).set('Cookie', cookie).expect(200)).text;
    expect(dataPreloads(eventPage)).toEqual([`/api/events/${eventId}`]);
    const dishPage = (await request(server).get(`/events/${eventId}/dishes`).set('Cookie', cookie).expect(200)).text;
    expect(dataPreloads(dishPage)).toEqual([`/api/events/${eventId}`, `/api/events/${eventId}/dish-suggestions`]);
    expect(dataPreloads((await request(server).get('/events/abc').set('Cookie', cookie).expect(200)).text)).toEqual([]);

    // Signed out, a signed-in screen preloads nothing (it leads to sign-in).
    expect(preloads((await request(server).get('/events/abc').expect(200)).text)).toEqual([]);
  });

  it('sends the prerendered public screens to visitors without a session, saying nobody is signed in', async () => {
    const server = t.app.getHttpServer();
    const terms = await request(server).get('/terms-of-service').expect(200);
    expect(terms.text).toContain('<title>Potluck — Terms of Service</title>');
    expect(terms.text).toContain('<div id="root"><main><h1>Terms of Service</h1></main></div>');
    expect(embeddedJson(terms.text)).toEqual({ currentUser: null });
    expect(scriptsOf(terms.text)).toContain(' type="module" crossorigin src="/assets/index-abc.js"');

    // Welcome is static: the page without the app's code, only the service worker's registration.
    const welcome = await request(server).get('/').expect(200);
    expect(welcome.text).toContain('<title>Potluck — Plan potlucks with friends</title>');
    expect(welcome.text).toContain('<div id="root"><main class="page welcome"><h1>Potluck</h1></main></div>');
    expect(scriptsOf(welcome.text)).toEqual([' src="/register-sw.js" defer']);
    expect(welcome.text).not.toContain('noscript');

    // A cookie whose session is not live: the app shell (Home's or a signed-in screen's), saying nobody is signed in.
    const stale = await request(server).get('/').set('Cookie', `${SESSION_COOKIE}=s%3Aanything`).expect(200);
    expect(stale.text).toContain('<div id="root"></div>');
    expect(embeddedJson(stale.text)).toEqual({ currentUser: null });

    // Without a cookie, a signed-in screen's shell says so too (the app goes to sign-in without asking).
    expect(embeddedJson((await request(server).get('/create-event').expect(200)).text)).toEqual({ currentUser: null });
  });

  it('starts a signed-in visit knowing its user, in a page that is never stored', async () => {
    const me = (await host.agent.get('/api/auth/user').expect(200)).body as { id: string };
    for (const path of ['/', '/events/abc', '/dashboard']) {
      const page = await host.agent.get(path).expect(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain('<div id="root"></div>');
      expect(embeddedJson(page.text)).toEqual({ currentUser: me });
    }
  });
});
