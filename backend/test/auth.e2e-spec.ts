import request from 'supertest';
import { DataSource } from 'typeorm';
import { useTestApp, signIn } from './support/test-app';

describe('auth (development sign-in, sessions, profile)', () => {
  const t = useTestApp();

  it('answers 401 Unauthorized without a session', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/auth/user').expect(401);
    expect(res.body).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
  });

  it('serves the development sign-in form, clearly labelled', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/login?redirect=/join/abc').expect(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('Development sign-in');
    expect(res.text).toMatch(/<label for="email">Email<\/label>/);
    expect(res.text).toMatch(/<label for="firstName">First name<\/label>/);
    expect(res.text).toMatch(/<label for="lastName">Last name<\/label>/);
    expect(res.text).toContain('value="/join/abc"');
    expect(res.text).toContain('>Sign in</button>');
  });

  it('signs in, sets a hardened session cookie stored in PostgreSQL, and redirects to the same-origin path', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/login/dev')
      .type('form')
      .send({ email: 'Ada@Example.test', firstName: 'Ada', lastName: 'Lovelace', redirect: '/join/abc?x=1' })
      .expect(303);
    expect(res.headers.location).toBe('/join/abc?x=1');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/potluck\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const sid = /^s:([^.]+)/.exec(decodeURIComponent(/potluck\.sid=([^;]+)/.exec(cookie)![1]))![1];
    const rows = await t.app.get(DataSource).query('SELECT sess FROM sessions WHERE sid = $1', [sid]);
    expect(rows).toHaveLength(1);
    const me = await request(t.app.getHttpServer())
      .get('/api/auth/user')
      .set('Cookie', cookie.split(';')[0])
      .expect(200);
    expect(me.body).toMatchObject({
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      nickname: null,
    });
  });

  it.each([['https://evil.example/'], ['//evil.example/x'], ['/\\evil.example'], ['javascript:alert(1)']])(
    'ignores an unsafe redirect %s',
    async (redirect) => {
      const res = await request(t.app.getHttpServer())
        .post('/api/login/dev')
        .type('form')
        .send({ email: 'redirect@example.test', redirect })
        .expect(303);
      expect(res.headers.location).toBe('/');
    },
  );

  it('refuses a bad e-mail with a 400 in the error shape (JSON) or the form again (HTML)', async () => {
    const json = await request(t.app.getHttpServer()).post('/api/login/dev').send({ email: 'nope' }).expect(400);
    expect(json.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: ['Enter a valid e-mail address'] },
    });
    const html = await request(t.app.getHttpServer())
      .post('/api/login/dev')
      .type('form')
      .send({ email: 'nope' })
      .expect(400);
    expect(html.text).toContain('Enter a valid e-mail address');
  });

  it('issues a new session id at sign-in (no session fixation)', async () => {
    const agent = request.agent(t.app.getHttpServer());
    const first = await agent.get('/api/login/dev?redirect=/');
    expect(first.status).toBe(200);
    const pre = await agent.post('/api/login/dev').type('form').send({ email: 'fix1@example.test' }).expect(303);
    const pre2 = await agent.post('/api/login/dev').type('form').send({ email: 'fix2@example.test' }).expect(303);
    const sid = (h: request.Response) => /potluck\.sid=([^;]+)/.exec(String(h.headers['set-cookie']))![1];
    expect(sid(pre)).not.toEqual(sid(pre2));
  });

  it('logout destroys the session', async () => {
    const user = await signIn(t.app);
    await user.agent.post('/api/auth/logout').expect(204);
    await user.agent.get('/api/auth/user').expect(401);
  });

  it('answers 401 Session invalidated when the session user no longer exists', async () => {
    const user = await signIn(t.app);
    await t.app.get(DataSource).query('DELETE FROM users WHERE id = $1', [user.id]);
    // A row deleted straight in the database reaches the app's user cache through the NOTIFY channel (within 1 s).
    let res = await user.agent.get('/api/auth/user');
    for (let i = 0; i < 100 && res.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      res = await user.agent.get('/api/auth/user');
    }
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Session invalidated', code: 'SESSION_INVALIDATED' });
    const again = await user.agent.get('/api/auth/user').expect(401);
    expect(again.body.message).toBe('Unauthorized');
  });

  describe('PUT /api/profile', () => {
    it('trims and saves the display name and returns the user', async () => {
      const user = await signIn(t.app, { firstName: 'Grace' });
      const res = await user.agent.put('/api/profile').send({ nickname: '  Gracie  ' }).expect(200);
      expect(res.body).toMatchObject({ id: user.id, nickname: 'Gracie', firstName: 'Grace' });
      const cleared = await user.agent.put('/api/profile').send({ nickname: '   ' }).expect(200);
      expect(cleared.body.nickname).toBeNull();
    });

    it('refuses a display name over 100 characters and a wrong type', async () => {
      const user = await signIn(t.app);
      const long = await user.agent
        .put('/api/profile')
        .send({ nickname: 'x'.repeat(101) })
        .expect(400);
      expect(long.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { nickname: ['Display name must be at most 100 characters'] },
      });
      await user.agent.put('/api/profile').send({ nickname: 42 }).expect(400);
    });

    it('needs a session', async () => {
      await request(t.app.getHttpServer()).put('/api/profile').send({ nickname: 'x' }).expect(401);
    });
  });
});
