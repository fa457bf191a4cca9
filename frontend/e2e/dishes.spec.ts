import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, testWithServiceWorker } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { layoutShift } from './support/layout-shift';
import { snap } from './support/screenshots';
import { answerGoing, createEvent as createEventAs } from './support/events';

/** Creates an event through the real events API as the page's user. */
const createEvent = async (page: Page, rules: { allowVegan?: boolean } = {}): Promise<string> =>
  (await createEventAs(page.request, { name: 'Harvest Potluck', theme: 'thanksgiving', ...rules })).id;

test('a guest adds a vegan dish, the host edits it, a third user only reads it', async ({ signedInPerson }) => {
  const host = await signedInPerson('Hana', 'Host');
  const guest = await signedInPerson('Gus', 'Guest');
  const third = await signedInPerson('Tess', 'Third');
  const eventId = await createEvent(host.page);
  // A dish needs a place: the guest answered Going.
  await answerGoing(guest.page.request, eventId);
  const errorLists = [host, guest, third].map((p) => trackPageErrors(p.page));

  // Guest: empty dish page, then the add form.
  await guest.page.goto(`/events/${eventId}/dishes`);
  await expect(guest.page.getByRole('heading', { name: 'Dish Sign-up', level: 1 })).toBeVisible();
  await expect(guest.page.getByText('Harvest Potluck')).toBeVisible();
  await expect(guest.page.getByText('No dishes yet')).toBeVisible();
  await snap(guest.page, 'dishes-01-empty');
  await expectNoA11yViolations(guest.page);

  await guest.page.getByRole('button', { name: 'Add Your Dish' }).click();
  const form = guest.page.getByRole('dialog', { name: 'Add Your Dish' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Category')).toHaveValue('main_dish');
  await expect(form.getByLabel('Recipe Link')).toHaveAttribute('type', 'url');
  await form.getByLabel('Dish Name').fill('Lentil Shepherd’s Pie');
  await form.getByLabel('Category').selectOption('main_dish');
  await form.getByLabel('Description').fill('Smoky lentils under a fluffy mash.');
  await form.getByLabel('Serving Size').fill('Serves 8');
  await form.getByLabel('Recipe Link').fill('https://example.com/lentil-pie');
  await form.getByLabel('Vegan').check();
  await form.getByLabel('Vegetarian').check();
  await snap(guest.page, 'dishes-02-add-form');
  await expectNoA11yViolations(guest.page);
  await form.getByRole('button', { name: 'Add Dish' }).click();

  await expect(form).toBeHidden();
  await expect(guest.page.getByRole('status').getByText('Dish Added!')).toBeVisible();
  const card = guest.page.getByRole('article').filter({ hasText: 'Lentil Shepherd’s Pie' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Brought by Gus Guest')).toBeVisible();
  await expect(card.getByText('Main Dish')).toBeVisible();
  const badges = card.getByRole('list', { name: 'Dietary information' });
  await expect(badges).toContainText('Vegan');
  await expect(badges).toContainText('Vegetarian');
  await expect(card.getByText('Serves 8', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /View Recipe/ })).toHaveAttribute(
    'href',
    'https://example.com/lentil-pie',
  );
  await expect(card.getByRole('img')).toHaveCount(0); // the default illustration is decorative (alt="")
  await expect(card.locator('img')).toHaveAttribute('src', '/images/dishes/main_dish.svg');
  await snap(guest.page, 'dishes-03-list');
  await expectNoA11yViolations(guest.page);

  // The event page's tiles count it.
  await guest.page.goto(`/events/${eventId}`);
  const tiles = guest.page.getByRole('region', { name: 'Dishes by Category' });
  await expect(tiles.getByRole('link', { name: 'Main Dishes: 1 dish' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Desserts: 0 dishes, Need more!' })).toBeVisible();
  await snap(guest.page, 'dishes-04-event-tiles');
  await expectNoA11yViolations(guest.page);
  await tiles.getByRole('link', { name: /^Desserts/ }).click();
  await expect(guest.page).toHaveURL(new RegExp(`/events/${eventId}/dishes\\?category=dessert$`));
  await expect(guest.page.getByRole('button', { name: /^Desserts/ })).toHaveAttribute('aria-pressed', 'true');

  // Host edits the guest's dish.
  await host.page.goto(`/events/${eventId}/dishes`);
  await host.page.getByRole('button', { name: 'Lentil Shepherd’s Pie' }).click();
  const edit = host.page.getByRole('dialog', { name: 'Edit Dish' });
  await expect(edit.getByLabel('Dish Name')).toHaveValue('Lentil Shepherd’s Pie');
  await edit.getByLabel('Serving Size').fill('Serves 12');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(host.page.getByRole('status').getByText('Dish Updated!')).toBeVisible();
  await expect(host.page.getByText('Serves 12', { exact: true })).toBeVisible();

  // Someone else sees the dish read-only.
  await third.page.goto(`/events/${eventId}/dishes`);
  await expect(third.page.getByText('Serves 12', { exact: true })).toBeVisible();
  await third.page.getByRole('button', { name: 'Lentil Shepherd’s Pie' }).click();
  const details = third.page.getByRole('dialog', { name: 'Dish Details' });
  await expect(details.getByText('Only the dish contributor and event host can edit it.')).toBeVisible();
  await expect(details.getByLabel('Dish Name')).not.toBeEditable();
  await expect(details.getByLabel('Vegan')).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await snap(third.page, 'dishes-05-read-only');
  await expectNoA11yViolations(third.page);

  // The contributor deletes it after confirming.
  await guest.page.goto(`/events/${eventId}/dishes`);
  await guest.page.getByRole('button', { name: 'Lentil Shepherd’s Pie' }).click();
  await guest.page.getByRole('dialog', { name: 'Edit Dish' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = guest.page.getByRole('alertdialog', { name: 'Delete dish?' });
  await expect(confirm.getByText('Are you sure you want to delete this dish?')).toBeVisible();
  await snap(guest.page, 'dishes-06-confirm-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(guest.page.getByRole('status').getByText('Dish deleted')).toBeVisible();
  await expect(guest.page.getByText('No dishes yet')).toBeVisible();
  expect(errorLists.flat()).toEqual([]);
});

test('the category parameter preselects a filter; invalid values show All', async ({ host, event }) => {
  const eventId = event.id;
  for (const [name, category] of [
    ['Mango Lassi', 'soft_drinks'],
    ['Gulab Jamun', 'dessert'],
    ['Paneer Tikka', 'appetizer'],
  ] as const) {
    const res = await host.page.request.post(`/api/events/${eventId}/dishes`, { data: { name, category } });
    expect(res.status()).toBe(201);
  }
  // The page's preloads of the event and the suggestions are the app's own requests: each is asked for once.
  const reads: string[] = [];
  host.page.on('request', (r) => {
    if (!r.serviceWorker() && r.url().includes('/api/events/')) reads.push(new URL(r.url()).pathname);
  });
  await host.page.goto(`/events/${eventId}/dishes?category=dessert`);
  await expect(host.page.getByRole('button', { name: /^Desserts/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(host.page.getByRole('article')).toHaveCount(1);
  await expect(host.page.getByRole('article')).toContainText('Gulab Jamun');
  await expect(host.page.getByRole('article')).toContainText('Serving size not specified');
  await expect(host.page.getByRole('article').locator('img')).toHaveAttribute('src', '/images/dishes/dessert.svg');
  await snap(host.page, 'dishes-07-filter-dessert');
  expect(reads.filter((r) => r.endsWith('/dish-suggestions'))).toHaveLength(1);
  expect(reads.filter((r) => r === `/api/events/${eventId}`)).toHaveLength(1);
  // The selected chip's count stays readable (white on the chip's darker shade).
  await expectNoA11yViolations(host.page);

  await host.page.getByRole('button', { name: /^All Drinks/ }).click();
  await expect(host.page).toHaveURL(/category=drinks/);
  await expect(host.page.getByRole('article')).toHaveCount(1);
  await expect(host.page.getByRole('article')).toContainText('Mango Lassi');

  await host.page.goto(`/events/${eventId}/dishes?category=soup`);
  await expect(host.page.getByRole('button', { name: /^All\b/ }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(host.page.getByRole('article')).toHaveCount(3);
});

test('the dish page opens whole: nothing moves when the suggestions answer late, the first picture loads first', async ({
  host,
  event,
}) => {
  for (const [name, category] of [
    ['Paneer Tikka', 'appetizer'],
    ['Gulab Jamun', 'dessert'],
  ] as const) {
    const res = await host.page.request.post(`/api/events/${event.id}/dishes`, { data: { name, category } });
    expect(res.status()).toBe(201);
  }
  // The suggestions answer after everything else: held until the page shows it waits for them.
  const waiting = host.page.locator('main[aria-busy="true"]');
  await host.page.route('**/dish-suggestions', async (route) => {
    await expect(waiting)
      .toBeVisible()
      .catch(() => undefined);
    await route.continue();
  });
  await host.page.goto(`/events/${event.id}/dishes`);
  await expect(host.page.getByRole('article')).toHaveCount(2);
  await expect(host.page.getByRole('heading', { name: 'AI Suggestions' })).toBeVisible();
  const { total, moved } = await layoutShift(host.page);
  expect(total, moved.join(', ')).toBe(0);
  const pictures = host.page.getByRole('article').locator('img');
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
});

test('a vegan dish at an event without vegan dishes shows the message of the rule', async ({ signedInPerson }) => {
  const host = await signedInPerson('Vera', 'Rules');
  const eventId = await createEvent(host.page, { allowVegan: false });
  await host.page.goto(`/events/${eventId}/dishes`);
  await host.page.getByRole('button', { name: 'Add Your Dish' }).click();
  const form = host.page.getByRole('dialog', { name: 'Add Your Dish' });
  await form.getByLabel('Dish Name').fill('Tofu Scramble');
  await form.getByLabel('Vegan').check();
  await form.getByRole('button', { name: 'Add Dish' }).click();
  await expect(form.getByRole('alert')).toHaveText(/Vegan dishes are not allowed for this potluck\./);
  await expect(form).toBeVisible();
  await snap(host.page, 'dishes-08-vegan-refused');
});

test('an unknown event shows Event not found with Go Home', async ({ signedInPerson }) => {
  const someone = await signedInPerson('Lost');
  await someone.page.goto('/events/00000000-0000-4000-8000-000000000000/dishes');
  await expect(someone.page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await expect(someone.page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await snap(someone.page, 'dishes-09-not-found');
});

testWithServiceWorker(
  'a dish added offline shows at once, waits, and is saved exactly once back online',
  async ({ host, event }) => {
    const eventId = event.id;
    await host.page.goto(`/events/${eventId}/dishes`);
    await expect(host.page.getByText('No dishes yet')).toBeVisible();

    await host.page.context().setOffline(true);
    await host.page.getByRole('button', { name: 'Add Your Dish' }).click();
    const form = host.page.getByRole('dialog', { name: 'Add Your Dish' });
    await form.getByLabel('Dish Name').fill('Picnic Sandwiches');
    await form.getByLabel('Category').selectOption('appetizer');
    await form.getByRole('button', { name: 'Add Dish' }).click();
    const card = host.page.getByRole('article').filter({ hasText: 'Picnic Sandwiches' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Waiting to sync')).toBeVisible();
    await snap(host.page, 'dishes-10-offline-pending');

    await host.page.context().setOffline(false);
    await expect(host.page.getByRole('status').getByText('Dish Added!')).toBeVisible();
    await expect(card.getByText('Waiting to sync')).toBeHidden();
    const list = await host.page.request.get(`/api/events/${eventId}/dishes`);
    expect(((await list.json()) as { name: string }[]).map((d) => d.name)).toEqual(['Picnic Sandwiches']);
  },
);
