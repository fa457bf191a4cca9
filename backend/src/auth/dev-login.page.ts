import { markup } from '../platform/common/html';

/** The development sign-in form: a stand-in for Google while developing and in tests, never silently in production. */
export function devLoginPage(redirect: string, error?: string): string {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development sign-in · Potluck</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #FAF7F2; color: #1F2328; }
  main { max-width: 430px; margin: 0 auto; padding: 24px 16px; }
  .banner { background: #FFF3BF; color: #7A4100; border-radius: 8px; padding: 12px; font-size: 14px; margin-bottom: 24px; }
  h1 { font-size: 24px; margin: 0 0 8px; }
  p { color: #59636E; margin: 0 0 24px; }
  label { display: block; font-weight: 600; font-size: 14px; margin: 16px 0 6px; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 10px 12px; font-size: 16px; border: 1px solid #8C959F; border-radius: 8px; background: #fff; }
  input:focus-visible, button:focus-visible { outline: 2px solid #E8590C; outline-offset: 2px; }
  button { margin-top: 24px; width: 100%; min-height: 48px; border: 0; border-radius: 8px; background: #C2410C; color: #fff; font-size: 16px; font-weight: 600; cursor: pointer; }
  .error { color: #C92A2A; font-size: 14px; margin-top: 16px; }
</style>
</head>
<body>
<main>
  <div class="banner" role="note"><strong>Development sign-in — not for real use.</strong> Anyone can sign in here as anyone, with any e-mail address. It is never available in production.</div>
  <h1>Sign in to Potluck</h1>
  <p>Enter any e-mail address; an account is created on first sign-in.</p>
  <form method="post" action="/api/login/dev">
    <input type="hidden" name="redirect" value="${redirect}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <label for="firstName">First name</label>
    <input id="firstName" name="firstName" autocomplete="given-name">
    <label for="lastName">Last name</label>
    <input id="lastName" name="lastName" autocomplete="family-name">
    ${error && markup`<p class="error" role="alert">${error}</p>`}
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>`.toString();
}
