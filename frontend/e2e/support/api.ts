import { expect, type Page } from '@playwright/test';

/** Sends `data` as `page`'s person (its cookies) and expects a 2xx; returns the created or saved object's id. */
export async function api(page: Page, method: 'post' | 'put', url: string, data: object): Promise<{ id: string }> {
  const res = await page.request[method](url, { data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: string };
}
