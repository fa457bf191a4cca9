import type { Page } from '@playwright/test';

/** Collects uncaught page errors and console errors; assert the list is empty at the end of a test. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A 401 from /api/auth/user is how a signed-out visit is detected, not an error.
    // Browsers ask for /favicon.ico on pages without an icon link (the server's sign-in form).
    const url = message.location().url;
    if (message.type() === 'error' && !/status of 401/.test(message.text()) && !url.endsWith('/favicon.ico')) {
      errors.push(`console: ${message.text()} (${url})`);
    }
  });
  return errors;
}
