import { REDACTED, SECRET_ROUTES, redactSecretsInText, redactUrl } from './secret-urls';

const TOKEN = 'Zx9_kQ-3vR8mN2pL5tY7wA1sD4fG6hJ0cV3bN8mK2qW';

describe('redactUrl', () => {
  it('replaces the secret of every listed route and keeps the rest of the address', () => {
    expect(redactUrl(`/api/guest-link/${TOKEN}`)).toBe(`/api/guest-link/${REDACTED}`);
    expect(redactUrl(`/api/guest-link/short`)).toBe(`/api/guest-link/${REDACTED}`);
    expect(redactUrl(`/api/calendar-feed/${TOKEN}.ics`)).toBe(`/api/calendar-feed/${REDACTED}`);
    expect(redactUrl('/api/calendar-feed')).toBe('/api/calendar-feed');
    expect(redactUrl('/api/unsubscribe?e=a%40b.example&s=all&t=abc')).toBe(
      `/api/unsubscribe?e=${REDACTED}&s=${REDACTED}&t=${REDACTED}`,
    );
    expect(redactUrl('/api/callback?code=4/abc&state=xyz')).toBe(`/api/callback?code=${REDACTED}&state=${REDACTED}`);
    expect(redactUrl('/api/email-confirmation?anything=abc')).toBe(`/api/email-confirmation?anything=${REDACTED}`);
    // Routing ignores case and a trailing slash; so does redaction.
    expect(redactUrl('/API/Guest-Link/abc/')).toBe(`/API/Guest-Link/${REDACTED}/`);
    expect(redactUrl('/api/Unsubscribe/?t=abc')).toBe(`/api/Unsubscribe/?t=${REDACTED}`);
  });

  it('leaves ordinary addresses alone, UUIDs included', () => {
    for (const url of [
      '/api/events?mine=1',
      '/api/events/2b0f3a4e-8c1d-4f5e-9a6b-7c8d9e0f1a2b/dishes',
      '/assets/index-BkX8s9d2.js',
      '/api/guest-linkage/abc',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('redacts token-looking segments and secret-named query values on routes nobody listed', () => {
    expect(redactUrl(`/api/new-thing/${TOKEN}/x`)).toBe(`/api/new-thing/${REDACTED}/x`);
    expect(redactUrl('/confirm?token=abc&page=2')).toBe(`/confirm?token=${REDACTED}&page=2`);
  });

  it('has a working pattern for every listed route', () => {
    for (const route of SECRET_ROUTES) {
      const url = route.endsWith('?*') ? `${route.slice(0, -2)}?x=sekrit` : route.replace(':secret', 'sekrit');
      expect(redactUrl(url)).not.toContain('sekrit');
    }
  });
});

describe('redactSecretsInText', () => {
  it('removes secrets from addresses inside messages and stacks', () => {
    const text =
      `Error: fetch failed for http://localhost:3000/api/guest-link/${TOKEN} and ` +
      `"https://x.example/api/calendar-feed/${TOKEN}.ics" then /api/unsubscribe?e=a@b&t=sig1 (GET /api/events?token=t0k)`;
    const out = redactSecretsInText(text);
    for (const secret of [TOKEN, 'a@b', 'sig1', 't0k']) expect(out).not.toContain(secret);
    expect(out).toContain(`http://localhost:3000/api/guest-link/${REDACTED}`);
    expect(out).toContain('/api/events?token=');
  });
});
