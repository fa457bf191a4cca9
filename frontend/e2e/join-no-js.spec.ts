import type { APIRequestContext } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { api } from './support/api';
import { expect, test, type Visitor } from './support/fixtures';
import { holdAppCode, typeWhileAppTakesOver } from './support/hold-app-code';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

/** The RSVPs on the server of the people of this name, as the host sees them. */
async function rsvpsOf(host: APIRequestContext, eventId: string, firstName: string) {
  const res = await host.get(`/api/events/${eventId}`);
  expect(res.ok()).toBe(true);
  const event = (await res.json()) as {
    rsvps: { user: { firstName: string | null }; adultCount: number; kidCount: number; status: string }[];
  };
  return event.rsvps.filter((r) => r.user.firstName === firstName);
}

/** The join page as a browser with JavaScript off shows it. */
async function joinPageWithoutScript(visitor: Visitor, eventId: string) {
  const page = await visitor({ context: { javaScriptEnabled: false } });
  await page.goto(`/join/${eventId}`);
  return page;
}

test('with JavaScript off, a guest RSVPs from the join link and sees "You\'re All Set!"', async ({
  host,
  event,
  visitor,
}) => {
  // Enough dishes that the answer's card starts below the first screen.
  for (const name of ['Lentil Soup', 'Rye Bread', 'Apple Pie', 'Cider'])
    await api(host.page, 'post', `/api/events/${event.id}/dishes`, { name, category: 'main_dish', isVegetarian: true });
  const page = await joinPageWithoutScript(visitor, event.id);
  await page.getByLabel('Your Name').fill('Nora Nojs');
  await page.getByRole('radio', { name: 'Going', exact: true }).check();
  await page.getByLabel('Adults (12+ years)').fill('2');
  await page.getByLabel('Kids (under 12)').fill('1');
  await page.getByLabel('Dietary Restrictions').fill('no nuts');
  await snap(page, 'join-form-no-js');
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  // The answer's page opens at the answer, not at the event's picture above it.
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeInViewport();
  await expect(page.getByText('2 adults, 1 kid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage My Dishes' })).toBeVisible();
  await snap(page, 'join-all-set-no-js');
  const rsvps = await rsvpsOf(host.page.request, event.id, 'Nora Nojs');
  expect(rsvps.map((r) => [r.status, r.adultCount, r.kidCount])).toEqual([['attending', 2, 1]]);

  // Sent again (a reload of the answer re-posts the same form): still one RSVP.
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  expect(await rsvpsOf(host.page.request, event.id, 'Nora Nojs')).toHaveLength(1);
});

test('with JavaScript off, 11 adults shows "Maximum 10 adults" beside the field, values kept, nothing saved', async ({
  host,
  event,
  visitor,
}) => {
  const page = await joinPageWithoutScript(visitor, event.id);
  await page.getByLabel('Your Name').fill('Eleven Ed');
  await page.getByLabel('Adults (12+ years)').fill('11');
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  const adults = page.getByLabel('Adults (12+ years)');
  await expect(adults).toHaveAttribute('aria-invalid', 'true');
  await expect(adults).toBeInViewport();
  await expect(page.locator('#join-adultCount-error')).toHaveText(/Maximum 10 adults/);
  // Beside the field: right under its control, inside the same field.
  await expect(page.locator('.rsvp-count', { has: adults }).locator('.field__error')).toHaveText(/Maximum 10 adults/);
  await expect(adults).toHaveValue('11');
  await expect(page.getByLabel('Your Name')).toHaveValue('Eleven Ed');
  await snap(page, 'join-form-error-no-js');
  expect(await rsvpsOf(host.page.request, event.id, 'Eleven Ed')).toEqual([]);

  // Corrected, the same form goes through.
  await adults.fill('10');
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  expect(await rsvpsOf(host.page.request, event.id, 'Eleven Ed')).toHaveLength(1);
});

test('the app takes over the server form without losing what was typed or the focus', async ({ event, visitor }) => {
  const page = await visitor();
  const errors = trackPageErrors(page);
  // The app's code is slow to arrive: the guest starts typing into the server's form first.
  const release = await holdAppCode(page);
  await page.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  // Taken over: the step buttons work then, and everything typed is still there.
  await typeWhileAppTakesOver(page, release, {
    field: page.getByLabel('Your Name'),
    before: 'Ada Lov',
    after: 'elace',
    adults: '3',
  });
  await snap(page, 'join-form-taken-over');
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The page as the server sends it to a browser that accepts brotli and gzip: its bytes on the wire, and its text. */
function fetchCompressed(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the join page paints without waiting for a stylesheet, links nothing twice, and stays within 14 KB', async ({
  host,
  event,
  baseURL,
  visitor,
  signedInPerson,
}) => {
  const categories = ['appetizer', 'main_dish', 'side_dish', 'dessert', 'soft_drinks'];
  // 40 dishes: one person brings at most 20, so the host and a guest bring 20 each.
  const guest = await signedInPerson('Gina', 'Guest');
  expect((await guest.page.request.post(`/api/events/${event.id}/rsvp`, { data: { status: 'attending' } })).ok()).toBe(
    true,
  );
  for (let i = 0; i < 40; i++) {
    const res = await (i < 20 ? host : guest).page.request.post(`/api/events/${event.id}/dishes`, {
      data: {
        name: `Dish number ${i} with a longer name`,
        category: categories[i % categories.length],
        description: i % 2 ? `A family recipe, serves many (${i})` : undefined,
        servingSize: i % 3 ? `${4 + (i % 5)} people` : undefined,
        isVegetarian: i % 2 === 0,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const html = await (await host.page.request.get(`/join/${event.id}`, { headers: { cookie: '' } })).text();
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const stylesheets = links.filter((l) => /rel="stylesheet"/.test(l));
  // Every stylesheet is for print only (it downloads without blocking); the rules the page needs are inline.
  expect(stylesheets.filter((l) => !/media="print"/.test(l))).toEqual([]);
  expect(html).toMatch(/<style>[^<]{1000,}<\/style>/);
  const hrefs = links
    .filter((l) => /rel="(stylesheet|modulepreload)"/.test(l))
    .map((l) => /href="([^"]+)"/.exec(l)?.[1]);
  expect(hrefs.length).toBeGreaterThan(0);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // Preloads are the join route's code and what it imports: nothing of the signed-in screens.
  expect(hrefs.filter((h) => /signed-in-chrome|event-detail|dish-signup|home-/.test(h ?? ''))).toEqual([]);

  const { bytes, encoding } = await fetchCompressed(`${baseURL}/join/${event.id}`);
  expect(encoding).toMatch(/br|gzip/);
  test.info().annotations.push({ type: 'join page bytes', description: `${bytes} (${encoding}), ${html.length} raw` });
  expect(bytes).toBeLessThanOrEqual(14 * 1024);

  // With JavaScript off the page is styled: the form's button is the app's primary button.
  const page = await joinPageWithoutScript(visitor, event.id);
  await expect(page.getByRole('button', { name: 'Submit RSVP' })).toHaveCSS('border-radius', /px/);
  await snap(page, 'join-page-40-dishes-no-js');
});

/**
 * What in a page's HTML holds its first paint back on a request: stylesheets not deferred, and scripts in <head> that
 * are fetched and run at once (an inline script asks for nothing).
 */
function renderBlocking(html: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((m) => m[0])
    .filter((l) => !/media="print"/.test(l));
  const scripts = [...head.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((s) => /\ssrc=/.test(s) && !/\s(defer|async)\b|type="module"/.test(s));
  return [...stylesheets, ...scripts];
}

test('the pages a signed-out visitor reaches first ask for nothing before their first paint but the HTML', async ({
  event,
  visitor,
}) => {
  const page = await visitor();
  for (const path of [`/join/${event.id}`, '/', '/login', '/terms-of-service', '/privacy-policy']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(renderBlocking(html), path).toEqual([]);
    // The app's code is held back until the page has painted: nothing is asked for beside the HTML.
    const outsideTemplates = html.replace(/<template data-app-code>[\s\S]*?<\/template>/g, '');
    expect(outsideTemplates, path).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The rules the page needs are in the page itself.
    expect(html, path).toMatch(/<style>[^<]{1000,}<\/style>/);
  }
  // Styled with JavaScript off (no stylesheet applied, only the inline rules): the welcome page's sign-in link is the
  // app's primary button.
  const noJs = await visitor({ context: { javaScriptEnabled: false } });
  await noJs.goto('/');
  await expect(noJs.locator('a.btn--primary').first()).toHaveCSS('border-radius', /[1-9]\d*px/);
  await noJs.goto('/terms-of-service');
  await expect(noJs.locator('h1').first()).toBeVisible();
});

test("the join page asks for the app's code only once its first paint is on screen", async ({ event, visitor }) => {
  const page = await visitor();
  await page.goto(`/join/${event.id}`);
  await expect(page.getByRole('button', { name: 'One more adult' })).toBeEnabled();
  const { paint, code } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    code: performance
      .getEntriesByType('resource')
      .filter((r) => /\/assets\/.+\.js$/.test(r.name))
      .map((r) => r.startTime),
  }));
  expect(code.length).toBeGreaterThan(0);
  expect(Math.min(...code)).toBeGreaterThan(paint);
});
