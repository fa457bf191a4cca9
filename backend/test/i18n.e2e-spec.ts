import request from 'supertest';
import { DataSource } from 'typeorm';
import { createEvent } from './support/factories';
import { writeShellFiles } from './support/built-shell';
import { signIn, useTestApp, type TestUser } from './support/test-app';

// A built shell shaped like frontend/dist/index.html, with the locales' compiled messages in its manifest.
const shellHtml =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Potluck</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div><noscript>Potluck needs JavaScript to run.</noscript></body></html>';
const manifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/app/routes/join-event.tsx': { file: 'assets/join-event-def.js', imports: ['index.html'] },
  'src/app/routes/sign-in.tsx': { file: 'assets/sign-in-1.js', imports: ['index.html'] },
  '../backend/src/i18n/locales/en.messages.js': { file: 'assets/en.messages-1.js', isDynamicEntry: true },
  '../backend/src/i18n/locales/es.messages.js': { file: 'assets/es.messages-2.js', isDynamicEntry: true },
};
const prerendered = {
  '/login': {
    title: 'Potluck — Sign In',
    body: '<main><h1>Welcome Back</h1></main>',
    locales: { es: { title: 'Potluck — Iniciar sesión', body: '<main><h1>¡Hola de nuevo!</h1></main>' } },
  },
  '/': {
    title: 'Potluck — Plan potlucks with friends',
    body: '<main><h1>Potluck</h1><p>Plan potlucks</p></main>',
    static: true,
    locales: {
      fr: { title: 'Potluck — Organise des repas partagés entre amis', body: '<main><p>Organise</p></main>' },
      ar: { title: 'Potluck — خطّط لموائد مشتركة مع أصدقائك', body: '<main><p>خطّط</p></main>' },
    },
  },
};

describe('languages: pages and refusals in the visitor’s language', () => {
  let host: TestUser;
  const t = useTestApp({ FRONTEND_DIST: writeShellFiles({ html: shellHtml, manifest, prerendered }, 'potluck-i18n-') });
  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Hosta' });
  });

  it('the join page follows Accept-Language: Spanish words, lang, and only the Spanish messages preloaded', async () => {
    const eventId = await createEvent(host, { date: '2030-06-03T22:30:00.000Z', timeZone: 'America/New_York' });
    const res = await request(t.app.getHttpServer())
      .get(`/join/${eventId}`)
      .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.8')
      .expect(200);
    expect(res.text).toContain('<html lang="es" dir="ltr" data-locale="es">');
    expect(res.text).toContain('¿Vas a venir?');
    expect(res.text).toContain('lunes, 3 de junio de 2030, 18:30');
    expect(res.text).toContain('href="/assets/es.messages-2.js"');
    expect(res.text).not.toContain('en.messages-1.js');
    expect(res.text).not.toContain('Will you be there?');
    expect(res.headers.vary).toContain('Accept-Language');

    const english = await request(t.app.getHttpServer()).get(`/join/${eventId}`).expect(200);
    expect(english.text).toContain('<html lang="en" dir="ltr" data-locale="en">');
    expect(english.text).toContain('Will you be there?');
    expect(english.text).toContain('Monday, June 3, 2030 at 6:30 PM EDT');
  });

  it('a language link at the foot keeps the choice in a cookie, over the browser’s languages; Arabic is rtl', async () => {
    const eventId = await createEvent(host);
    const agent = request.agent(t.app.getHttpServer());
    const chosen = await agent.get(`/join/${eventId}?lang=ar`).set('Accept-Language', 'es').expect(200);
    expect(String(chosen.headers['set-cookie'])).toContain('potluck_locale=ar');
    expect(chosen.text).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    const again = await agent.get(`/join/${eventId}`).set('Accept-Language', 'es').expect(200);
    expect(again.text).toContain('dir="rtl"');
    expect(again.text).toContain('هل ستحضر؟');
    // A language we do not have changes nothing.
    const unknown = await request(t.app.getHttpServer()).get(`/join/${eventId}?lang=xx`).expect(200);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(unknown.text).toContain('lang="en"');
  });

  it('a guest answers in the page’s language: their refusals come in it (code unchanged), and it is kept on them', async () => {
    const eventId = await createEvent(host);
    const refused = await request(t.app.getHttpServer())
      .post(`/api/events/${eventId}/guest-join`)
      .set('Accept-Language', 'es')
      .set('Idempotency-Key', crypto.randomUUID())
      .send({ name: '', status: 'attending', adultCount: 0, kidCount: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.name).toEqual(['Escribe tu nombre']);
    expect(refused.body.fieldErrors.adultCount).toEqual(['Tiene que haber al menos 1 adulto']);
    const inEnglish = await request(t.app.getHttpServer())
      .post(`/api/events/${eventId}/guest-join`)
      .set('Idempotency-Key', crypto.randomUUID())
      .send({ name: '', status: 'attending', adultCount: 0, kidCount: 0 });
    expect(inEnglish.body.fieldErrors.name).toEqual(['Your name is required']);
    expect(inEnglish.body.code).toBe(refused.body.code);

    const joined = await request(t.app.getHttpServer())
      .post(`/api/events/${eventId}/guest-join`)
      .set('Accept-Language', 'fr-CA')
      .set('Idempotency-Key', crypto.randomUUID())
      .send({ name: 'Amélie', status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(201);
    const rows: { locale: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT "locale" FROM "users" WHERE "id" = $1`, [joined.body.user.id]);
    expect(rows[0].locale).toBe('fr');
  });

  it('prerendered pages come in the visitor’s language: the cookie, else Accept-Language, with lang and dir', async () => {
    const server = t.app.getHttpServer();
    const french = await request(server).get('/').set('Accept-Language', 'fr-CA,fr;q=0.9').expect(200);
    expect(french.text).toContain('<html lang="fr" dir="ltr" data-locale="fr">');
    expect(french.text).toContain('<title>Potluck — Organise des repas partagés entre amis</title>');
    expect(french.text).toContain('<div id="root"><main><p>Organise</p></main></div>');
    expect(french.text).not.toContain('Plan potlucks');
    expect(french.headers.vary).toContain('Accept-Language');

    const arabic = await request(server).get('/').set('Accept-Language', 'ar').expect(200);
    expect(arabic.text).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    expect(arabic.text).toContain('<main><p>خطّط</p></main>');

    // The cookie (the language this browser chose) wins over the browser's languages.
    const chosen = await request(server)
      .get('/login')
      .set('Cookie', 'potluck_locale=es')
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(chosen.text).toContain('<html lang="es" dir="ltr" data-locale="es">');
    expect(chosen.text).toContain('<title>Potluck — Iniciar sesión</title>');
    expect(chosen.text).toContain('¡Hola de nuevo!');
    expect(chosen.text).not.toContain('Welcome Back');

    const english = await request(server).get('/login').expect(200);
    expect(english.text).toContain('<html lang="en" dir="ltr" data-locale="en">');
    expect(english.text).toContain('Welcome Back');

    // A language the build did not prerender the page in: the app, which renders the screen in it.
    const withoutPage = await request(server).get('/login').set('Accept-Language', 'de').expect(200);
    expect(withoutPage.text).toContain('<html lang="de" dir="ltr" data-locale="de">');
    expect(withoutPage.text).toContain('<div id="root"></div>');
  });

  it('a language link changes this browser’s pages only: the account’s language (mails, push) stays', async () => {
    const person = await signIn(t.app, { firstName: 'Rosa' });
    await person.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
    const eventId = await createEvent(host);
    const storedLocale = async () => {
      const rows = await t.app
        .get(DataSource)
        .query<{ locale: string }[]>(`SELECT "locale" FROM "users" WHERE "id" = $1`, [person.id]);
      return rows[0].locale;
    };

    // A browser that chose nothing shows the account's language, over its own languages.
    const before = await person.agent.get(`/join/${eventId}`).set('Accept-Language', 'de').expect(200);
    expect(before.text).toContain('data-locale="es"');

    // A cross-site link is a GET: it sets the cookie, and the account keeps Spanish.
    const chosen = await person.agent.get(`/join/${eventId}?lang=ar`).set('Accept-Language', 'de').expect(200);
    expect(String(chosen.headers['set-cookie'])).toMatch(/potluck_locale=ar; Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect(chosen.text).toContain('data-locale="ar"');
    expect(await storedLocale()).toBe('es');

    // The next pages in that browser (its cookie) are in Arabic: the join page and the app's shell.
    const next = await person.agent.get(`/join/${eventId}`).set('Accept-Language', 'de').expect(200);
    expect(next.text).toContain('data-locale="ar"');
    expect(next.text).toContain('هل ستحضر؟');
    const app = await person.agent.get('/events').set('Accept-Language', 'de').expect(200);
    expect(app.text).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    expect(await storedLocale()).toBe('es');

    // Only the account's own PUT changes it.
    await person.agent.put('/api/locale').send({ locale: 'fr' }).expect(200);
    expect(await storedLocale()).toBe('fr');
  });

  it('the CSV export’s header and answers are in the language the host chose', async () => {
    const hostEs = await signIn(t.app, { firstName: 'Marta' });
    await hostEs.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
    const eventId = await createEvent(hostEs);
    const res = await hostEs.agent.get(`/api/events/${eventId}/export.csv`).expect(200);
    const [header] = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Tipo,Nombre,Correo,Estado,Adultos,Niños,Restricciones alimentarias,Plato,Categoría,Para,Dieta',
    );
    const english = await host.agent.get(`/api/events/${await createEvent(host)}/export.csv`).expect(200);
    expect(english.text).toContain(
      'Type,Name,E-mail,Status,Adults,Kids,Dietary restrictions,Dish,Category,Serves,Dietary',
    );
  });
});
