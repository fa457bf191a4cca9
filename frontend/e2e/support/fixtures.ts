import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { newUser, type TestUser } from './auth';
import { createEvent, type CreatedEvent } from './events';

export { expect };
export { expectNoA11yViolations } from './a11y';

export interface Person {
  page: Page;
  user: TestUser;
}

export interface PersonOptions {
  /** Another app process than the e2e web server (the realtime and notification tests start a second one). */
  baseURL?: string;
  context?: BrowserContextOptions;
}

/**
 * Signs `user` in through the development sign-in form's endpoint (signing in through the form itself is covered by
 * the sign-in tests); the session cookie lands in the request context, and so in its page.
 */
export async function devSignIn(api: APIRequestContext, user: TestUser): Promise<void> {
  const res = await api.post('/api/login/dev', { form: { ...user }, maxRedirects: 0 });
  expect(res.status(), await res.text()).toBe(303);
}

/** Opens a signed-out visitor: a page in a browser context of their own (no cookies). Closed after the test. */
export type Visitor = (options?: PersonOptions) => Promise<Page>;

/** Opens a new person: their own browser context (own cookies), signed in. Closed after the test. */
export type SignedInPerson = (firstName: string, lastName?: string, options?: PersonOptions) => Promise<Person>;

interface Fixtures {
  visitor: Visitor;
  signedInPerson: SignedInPerson;
  /** A signed-in host, Hana Host. */
  host: Person;
  /** An upcoming event hosted by `host`: a week ahead, 6:30 PM, Community Hall. */
  event: CreatedEvent;
}

/** The e2e `test` with people and events ready to use. */
export const test = base.extend<Fixtures>({
  visitor: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({
        ...options.context,
        ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
  signedInPerson: async ({ visitor }, provide) => {
    await provide(async (firstName, lastName = 'Tester', options = {}) => {
      const page = await visitor(options);
      const user = newUser(firstName, lastName);
      await devSignIn(page.request, user);
      return { page, user };
    });
  },
  host: async ({ signedInPerson }, provide) => {
    await provide(await signedInPerson('Hana', 'Host'));
  },
  event: async ({ host }, provide) => {
    await provide(await createEvent(host.page.request));
  },
});

/**
 * `test` with the app's service worker in every browser context, as a phone has it once the app was opened: for the
 * journeys about it (going offline, push, the app taking over a page the server sent). Every other test runs without
 * it (the config blocks it): installing it precaches the whole app in each new context, about 1.8 CPU-seconds a test.
 */
export const testWithServiceWorker = test.extend({ serviceWorkers: 'allow' });
