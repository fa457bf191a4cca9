// Every key the app writes to localStorage/sessionStorage starts with this prefix, so logout can
// wipe the app's data without touching anything else stored for the origin.
export const STORAGE_PREFIX = 'potluck.';

export const storageKeys = {
  postLoginRedirect: `${STORAGE_PREFIX}postLoginRedirect`,
  personalLink: `${STORAGE_PREFIX}personalLink`,
  scrollPositions: `${STORAGE_PREFIX}scrollPositions`,
} as const;

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    // Storage can throw in private modes or when cookies are blocked.
    return null;
  }
}

export function clearAppStorage(): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    const store = safeStorage(kind);
    if (!store) continue;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  }
}

/** Only same-origin paths are kept: the value ends up in /api/login?redirect=. */
export function isSafeRedirectPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function storePostLoginRedirect(path: string): void {
  if (!isSafeRedirectPath(path) || path.startsWith('/api/')) return;
  safeStorage('sessionStorage')?.setItem(storageKeys.postLoginRedirect, path);
}

/** Reads and removes the stored target, so it is used once. */
export function takePostLoginRedirect(): string | null {
  const store = safeStorage('sessionStorage');
  const value = store?.getItem(storageKeys.postLoginRedirect) ?? null;
  store?.removeItem(storageKeys.postLoginRedirect);
  return value && isSafeRedirectPath(value) ? value : null;
}

/** Where sign-in starts: with `provider` (`google`, or an OpenID Connect provider's id), straight at that provider. */
export function loginUrl(redirect?: string | null, provider?: string): string {
  const query = new URLSearchParams();
  if (provider) query.set('provider', provider);
  if (redirect) query.set('redirect', redirect);
  return query.size ? `/api/login?${query.toString()}` : '/api/login';
}

/** A guest's personal link, kept on this device only (it is shown once by the server); logout forgets it. */
export function storePersonalLink(userId: string, link: string): void {
  safeStorage('localStorage')?.setItem(storageKeys.personalLink, JSON.stringify({ userId, link }));
}

export function readPersonalLink(userId: string): string | null {
  try {
    const raw = safeStorage('localStorage')?.getItem(storageKeys.personalLink);
    const stored = raw ? (JSON.parse(raw) as { userId?: string; link?: string }) : null;
    return stored?.userId === userId && stored.link ? stored.link : null;
  } catch {
    return null;
  }
}
