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
