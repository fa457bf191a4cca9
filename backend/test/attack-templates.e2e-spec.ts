import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { BUILT_INLINE_SCRIPTS, writeBuiltShell } from './support/built-shell';
import { attr, only, parsePage, select, textOf, type ParsedPage } from './support/html-document';
import { createDish, createEvent } from './support/factories';
import { createTestApp, joinAsGuest, signIn, type TestUser } from './support/test-app';
import { APP_CODE_AFTER_PAINT } from '../src/platform/web/inline-scripts';

/**
 * Text that changed the markup of a page built by search-and-replace or concatenation: String.replace expands
 * $` $' $& in a replacement, </script> ends an inline script, U+2028 ended a JavaScript string in older parsers, and
 * quotes and angle brackets end attributes and start tags. Each must come back out of every server-rendered page
 * as the same text, in a page that is still one document.
 */
const ATTACKS = [
  'Cake $`',
  "Pie $' after",
  'Stew $& $$ $1 $<x>',
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)> \' <!--',
  'line\u2028break\u2029para',
  '&amp; &lt;b&gt; ]]>',
];

/** The data embedded in a page for the app (script#potluck-data). */
const embedded = <T>(page: ParsedPage): T => JSON.parse(textOf(only(page, 'script', ['id', 'potluck-data']))) as T;

const metaContent = (page: ParsedPage, key: 'name' | 'property', value: string) =>
  attr(only(page, 'meta', [key, value]), 'content');

describe('user text in server-rendered pages stays text', () => {
  let app: INestApplication;
  let host: TestUser;

  beforeAll(async () => {
    app = await createTestApp({ FRONTEND_DIST: writeBuiltShell() });
    host = await signIn(app, { firstName: 'Host $` <b>', lastName: '</script>\u2028"' });
  });
  afterAll(() => app?.close());

  it.each(ATTACKS)('the join page with %j in every field is one document with the same text', async (attack) => {
    const eventId = await createEvent(host, {
      name: `Feast ${attack}`,
      location: `Hall ${attack}`,
      description: `About ${attack}`,
      dietaryNote: `Note ${attack}`,
    });
    const guest = await joinAsGuest(app, eventId, { name: `Guest ${attack}` });
    await createDish(guest, eventId, {
      name: `Dish ${attack}`,
      description: `Tasty ${attack}`,
      servingSize: `4 ${attack}`,
      category: 'dessert',
    });
    await createDish(host, eventId, { name: attack, category: 'main_dish' });

    const res = await request(app.getHttpServer()).get(`/join/${eventId}`).expect(200);
    const page = parsePage(res.text);
    expect(page.problems).toEqual([]);

    expect(textOf(only(page, 'title'))).toBe(`RSVP — Feast ${attack}`);
    expect(textOf(only(page, 'h1', ['id', 'join-event-name']))).toBe(`Feast ${attack}`);
    const hostName = `Host $\` <b> </script>\u2028"`;
    for (const key of ['og:title', 'twitter:title'] as const)
      expect(metaContent(page, key.startsWith('og') ? 'property' : 'name', key)).toBe(`Feast ${attack}`);
    for (const [key, value] of [
      ['name', 'description'],
      ['property', 'og:description'],
      ['name', 'twitter:description'],
    ] as const) {
      const content = metaContent(page, key, value) ?? '';
      expect(content).toContain(` · Hall ${attack} · Hosted by ${hostName}`);
    }

    const texts = page.elements.filter((e) => e.tagName === 'p' || e.tagName === 'span').map(textOf);
    for (const expected of [`Hall ${attack}`, `About ${attack}`, `Note ${attack}`, `Tasty ${attack}`])
      expect(texts).toContain(expected);
    expect(select(page, 'strong').map(textOf)).toContain(hostName);
    expect(page.elements.filter((e) => attr(e, 'class') === 'public-dish__name').map(textOf)).toEqual(
      expect.arrayContaining([`Dish ${attack}`, attack]),
    );
    expect(texts).toContain(`Serves 4 ${attack}`);
    expect(texts).toContain(`by Guest ${attack}`);

    // The embedded event is the same data, and nothing but the app's own files, inert data, the server's own loader
    // of the app's code and the build's script that keeps a guest's answer is a script.
    const data = embedded<{ publicEvent: { name: string; location: string; dishes: { name: string }[] } }>(page);
    expect(data.publicEvent.name).toBe(`Feast ${attack}`);
    expect(data.publicEvent.location).toBe(`Hall ${attack}`);
    expect(data.publicEvent.dishes.map((d) => d.name).sort()).toEqual([attack, `Dish ${attack}`].sort());
    for (const script of select(page, 'script')) {
      const kind = attr(script, 'src') ?? attr(script, 'type');
      if (attr(script, 'data-event') !== undefined) expect(textOf(script)).toBe(BUILT_INLINE_SCRIPTS['kept-answer']);
      else if (kind === undefined) expect(textOf(script)).toBe(APP_CODE_AFTER_PAINT);
      else expect(kind).toMatch(/^\/assets\/|^application\/json$/);
    }
    expect(select(page, 'img')).toEqual([]);
    // The JSON escapes what could end the script or a line: no raw "<", U+2028 or U+2029 in it.
    const json = /<script type="application\/json" id="potluck-data">([^<]*)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json.length).toBeGreaterThan(0);
  });

  it('the app shell of a signed-in person carries their name as data, one document', async () => {
    for (const attack of ATTACKS) {
      const user = await signIn(app, { firstName: `First ${attack}`, lastName: attack });
      const res = await user.agent.get('/').expect(200);
      const page = parsePage(res.text);
      expect(page.problems).toEqual([]);
      const data = embedded<{ currentUser: { firstName: string; lastName: string } }>(page);
      expect(data.currentUser).toMatchObject({ firstName: `First ${attack}`, lastName: attack });
      expect(textOf(only(page, 'title'))).toBe('Potluck');
    }
  });

  it('the development sign-in page keeps the redirect and the refusal as text, one document', async () => {
    for (const attack of ATTACKS) {
      const redirect = `/events?q=${attack.replace(/[\u2028\u2029]/g, '')}`;
      const res = await request(app.getHttpServer()).get('/api/login/dev').query({ redirect }).expect(200);
      const page = parsePage(res.text);
      expect(page.problems).toEqual([]);
      const expected = new URL(redirect, 'http://potluck.invalid');
      expect(attr(only(page, 'input', ['name', 'redirect']), 'value')).toBe(expected.pathname + expected.search);

      // Refused (no e-mail): the form again, the same redirect in it, nobody signed in.
      const refused = await request(app.getHttpServer())
        .post('/api/login/dev')
        .type('form')
        .send({ redirect, email: '' })
        .expect(400);
      expect(refused.headers['set-cookie']).toBeUndefined();
      const again = parsePage(refused.text);
      expect(again.problems).toEqual([]);
      expect(attr(only(again, 'input', ['name', 'redirect']), 'value')).toBe(expected.pathname + expected.search);
      expect(textOf(only(again, 'p', ['role', 'alert'])).length).toBeGreaterThan(0);
    }
  });

  it('the checker itself finds a second document and changed text', () => {
    // What main produced for a dish named "Cake $`": the page up to the slot, again, inside #root.
    const broken =
      '<!doctype html><html><head><title>x</title></head><body><div id="root"><p>Cake <!doctype html><html><head></head><body><div id="root"></div></p></div></body></html>';
    expect(parsePage(broken).problems).toEqual(
      expect.arrayContaining(['2 <!doctype> tokens', '2 <html> tokens', '2 <head> tokens', '2 <body> tokens']),
    );
    expect(parsePage('<!doctype html><html><head></head><body><head></head></body></html>').problems).toEqual([
      '2 <head> tokens',
    ]);
    // Tags inside a title or a script are text, not a second document.
    expect(
      parsePage(
        '<!doctype html><html><head><title>&lt;html&gt;</title><script>"<html><body>"</script></head><body></body></html>',
      ).problems,
    ).toEqual([]);
    expect(parsePage('<!doctype html><html><head></head><body><p>ok</p></body></html>').problems).toEqual([]);
  });
});
