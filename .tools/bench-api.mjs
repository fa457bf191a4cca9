// The two calls both benchmarks make against a running app: a development sign-in and a JSON POST.

/** Signs in through the development login; returns the session cookie ("name=value"). */
export async function devSignIn(base, email, firstName, lastName) {
  const res = await fetch(`${base}/api/login/dev`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, firstName, lastName }),
  });
  return res.headers.get('set-cookie').split(';')[0];
}

/** POSTs `body` as JSON with a fresh Idempotency-Key; throws on anything but a 2xx. */
export async function postJson(base, path, cookie, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: base, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** What a benchmark's app process is told besides its port: no Google sign-in, and the per-person limits lifted. */
export const BENCH_APP_ENV = {
  NODE_ENV: 'test',
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
  SIGN_IN_LIMIT_PER_IP: '1000000',
  MUTATION_LIMIT_PER_MINUTE: '1000000',
  MUTATION_LIMIT_PER_NETWORK_PER_MINUTE: '1000000',
  MAX_DISHES_PER_EVENT: '1000',
  MAX_DISHES_PER_PERSON: '1000',
};
