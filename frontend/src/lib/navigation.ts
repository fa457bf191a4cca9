// Full-page navigations (leaving the SPA or reloading it). Kept in one module so tests can replace them.

export function hardNavigate(url: string): void {
  window.location.assign(url);
}

export function hardReplace(url: string): void {
  window.location.replace(url);
}

export function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** Leaves for the sign-in endpoint (Google, or the development form) and comes back to this very page. */
export function continueWithGoogle(): void {
  hardNavigate(`/api/login?redirect=${encodeURIComponent(currentPath())}`);
}

/** Whether this page was opened from another page of this site (a static page's link), so the browser can go back to it. */
export function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function hardBack(): void {
  window.history.back();
}

/** The welcome screen's notice that an account was deleted: the app lands on `/#account-deleted` to show it. */
export const ACCOUNT_DELETED_ID = 'account-deleted';
