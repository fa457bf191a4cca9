import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface TestOidcProvider {
  url: string;
  child: ChildProcess;
}

export const OIDC_CLIENT = { clientId: 'potluck-test', clientSecret: 'potluck-test-secret' };

/**
 * A real OpenID Connect provider (oidc-provider-server.mjs, a child process) that accepts these redirect URIs. Stop
 * it with `child.kill('SIGTERM')`.
 */
export function startOidcProvider(redirectUris: string[], port = 0): Promise<TestOidcProvider> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'oidc-provider-server.mjs')], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: {
        ...process.env,
        OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
        OIDC_REDIRECT_URIS: redirectUris.join(','),
        OIDC_PORT: String(port),
      },
    });
    child.stdout.once('data', (chunk: Buffer) => resolve({ url: chunk.toString().trim(), child }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`OpenID provider exited with ${code}`)));
  });
}

/**
 * Signs `login` in at the provider, as a browser would: from the authorization URL through its login and consent
 * forms, with the provider's cookies, to the redirect back to the app. Answers that redirect (the app's callback URL).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const appOrigin = new URL(new URL(authorizationUrl).searchParams.get('redirect_uri')!).origin;
  let url = new URL(authorizationUrl);
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url);
      if (url.origin === appOrigin) return url;
      method = 'GET';
      body = undefined;
      continue;
    }
    const page = await res.text();
    if (res.status !== 200) throw new Error(`The provider answered ${res.status}: ${page.slice(0, 300)}`);
    // Its login form (prompt=login) or its consent form (prompt=consent): both post to their action.
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`No form on the provider's page: ${page.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('The provider never sent the browser back');
}

/** The app's settings for one or more providers (`[id, name, issuer]`). */
export const oidcEnv = (
  providers: [id: string, name: string, issuer: string][],
  extra: Record<string, string> = {},
) => ({
  SESSION_SECRET: 'a-test-session-secret-for-oidc',
  OIDC_PROVIDERS: JSON.stringify(providers.map(([id, name, issuer]) => ({ id, name, issuer, ...OIDC_CLIENT }))),
  ...extra,
});
