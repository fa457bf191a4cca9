import request from 'supertest';
import { useTestApp, signIn } from './support/test-app';

describe('security defaults and health', () => {
  const t = useTestApp();

  it('reports health with a database check', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('echoes a caller-supplied request id', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('sends helmet headers with a restrictive CSP', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Pictures from our origin (and Google's profile pictures) only: no other host sees who views a page.
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.googleusercontent\.com(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const user = await signIn(t.app);
    const res = await user.agent
      .put('/api/profile')
      .set('Origin', 'https://evil.example')
      .send({ nickname: 'x' })
      .expect(403);
    expect(res.body).toEqual({ message: 'Requests from another site are not accepted here', code: 'FOREIGN_ORIGIN' });
    const french = await user.agent
      .put('/api/profile')
      .set('Origin', 'https://evil.example')
      .set('Accept-Language', 'fr')
      .send({ nickname: 'x' })
      .expect(403);
    expect(french.body).toEqual({
      message: 'Les requêtes venant d’un autre site ne sont pas acceptées ici',
      code: 'FOREIGN_ORIGIN',
    });
    await user.agent.put('/api/profile').set('Origin', 'http://127.0.0.1:3999').send({ nickname: 'ok' }).expect(200);
    await user.agent.put('/api/profile').set('Sec-Fetch-Site', 'cross-site').send({ nickname: 'x' }).expect(403);
    await user.agent.put('/api/profile').set('Origin', 'null').send({ nickname: 'x' }).expect(403);
    await user.agent
      .put('/api/profile')
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ nickname: 'ok' })
      .expect(200);
  });

  it('answers malformed JSON and oversized bodies with 4xx JSON errors, never 500', async () => {
    const user = await signIn(t.app);
    const bad = await user.agent
      .put('/api/profile')
      .set('Content-Type', 'application/json')
      .send('{"nickname":')
      .expect(400);
    expect(bad.body).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
    const big = await user.agent
      .put('/api/profile')
      .send({ nickname: 'x'.repeat(200_000) })
      .expect(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/nope').expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
