import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppProcess } from './support/app-process';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

// An app process of its own, set up with two OpenID Connect providers (a real oidc-provider on loopback).
const port = Number(process.env.E2E_PORT ?? 3100) + 4;
const providerScript = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'backend',
  'test',
  'support',
  'oidc-provider-server.mjs',
);
const client = { clientId: 'potluck-test', clientSecret: 'potluck-test-secret' };

function startProvider(redirectUris: string[]): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [providerScript], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: {
        ...process.env,
        OIDC_CLIENT_ID: client.clientId,
        OIDC_CLIENT_SECRET: client.clientSecret,
        OIDC_REDIRECT_URIS: redirectUris.join(','),
      },
    });
    child.stdout.once('data', (chunk: Buffer) => resolvePromise({ url: chunk.toString().trim(), child }));
    child.once('exit', (code) => reject(new Error(`OpenID provider exited with ${code}`)));
  });
}

test('signs in through an OpenID provider chosen by name on the sign-in screen', async ({ visitor }) => {
  const base = `http://127.0.0.1:${port}`;
  const provider = await startProvider([`${base}/api/callback/oidc/staff`, `${base}/api/callback/oidc/club`]);
  const app = new AppProcess(port, {
    SESSION_SECRET: 'an-e2e-session-secret-for-oidc',
    OIDC_PROVIDERS: JSON.stringify([
      { id: 'staff', name: 'Staff account', issuer: provider.url, ...client },
      { id: 'club', name: 'Book club', issuer: provider.url, ...client },
    ]),
  });
  try {
    await app.start();
    const page = await visitor({ baseURL: app.baseURL });
    const errors = trackPageErrors(page);
    // The page comes with the providers, not with the prerendered screen's one Google button.
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain(
      '"signInProviders":[{"id":"staff","name":"Staff account"},{"id":"club","name":"Book club"}]',
    );
    expect(html).not.toContain('Continue with Google');
    await page.goto('/login');
    const staff = page.getByRole('button', { name: 'Continue with Staff account' });
    await expect(staff).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Book club' })).toBeVisible();
    // Google is not configured on this server: no button for it.
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await snap(page, 'oidc-01-sign-in-two-providers');
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);

    // The provider's own login and consent pages.
    const email = `ada-${Date.now()}@example.test`;
    await staff.click();
    await page.waitForURL(`${provider.url}/**`);
    await page.getByPlaceholder('Enter any login').fill(email);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back in the app, signed in with the account the sign-in created.
    await page.waitForURL(`${app.baseURL}/`);
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', isGuest: false });

    // A refused sign-in comes back to the sign-in screen, which says why.
    const refused = await visitor({ baseURL: app.baseURL });
    await refused.goto('/login?error=refused');
    await expect(refused.getByRole('alert')).toHaveText(
      'This sign-in could not be verified, so it was stopped. Please try again.',
    );
    await snap(refused, 'oidc-02-sign-in-refused');
    await expectNoA11yViolations(refused);
  } finally {
    await app.stop();
    provider.child.kill('SIGTERM');
  }
});
