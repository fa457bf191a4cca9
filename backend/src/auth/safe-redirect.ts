import type { SignInError } from '../contracts/user.rules';

/** Accepts only a same-origin path ("/join/abc?x=1"); anything else (absolute URL, //host, \\host) becomes "/". */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\p{Cc}]/u.test(value)) {
    return '/';
  }
  try {
    const base = 'http://potluck.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    const path = url.pathname + url.search + url.hash;
    // Judged again after normalising: "/..//evil.example" and "/%2e%2e//evil.example" become "//evil.example",
    // which a browser reads as another host.
    if (path.startsWith('//') || path.startsWith('/\\')) return '/';
    return path;
  } catch {
    return '/';
  }
}

/** The sign-in screen, saying why the sign-in with a provider did not complete. */
export function signInScreen(error: SignInError): string {
  return `/login?error=${error}`;
}
