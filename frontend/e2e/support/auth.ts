import { expect, type Page } from '@playwright/test';

export interface TestUser {
  email: string;
  firstName: string;
  lastName: string;
}

let sequence = 0;

/** A user no earlier test has used (the e2e database is shared by the whole run). */
export function newUser(firstName = 'Ada', lastName = 'Lovelace'): TestUser {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return { email: `${firstName.toLowerCase()}.${tag}@example.com`, firstName, lastName };
}

/** Fills and submits the development sign-in form the login endpoint serves when Google is not configured. */
export async function submitDevSignIn(page: Page, user: TestUser): Promise<void> {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs a (new or existing) user in through the development form and waits until the app has
 * landed on `redirect` (default: home) with the user loaded.
 */
export async function signIn(page: Page, user: TestUser, options: { redirect?: string } = {}): Promise<void> {
  const redirect = options.redirect ?? '/';
  await page.goto(`/api/login?redirect=${encodeURIComponent(redirect)}`);
  await submitDevSignIn(page, user);
  await page.waitForURL((url) => url.pathname + url.search === redirect);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}
