import { randomUUID } from 'node:crypto';
import { createEvent } from './support/events';
import { expect, test } from './support/fixtures';
import { holdAppCode } from './support/hold-app-code';

test('the app takes over the join page without moving it: the field being typed in stays where it was', async ({
  host,
  visitor,
}) => {
  // A theme with an emoji, a description and dish slots still open: each is a part of the page, above the form, that
  // the server's page and the app must share (the hero's lines, "Still needed").
  const event = await createEvent(host.page.request, {
    theme: 'thanksgiving',
    timeZone: 'UTC',
    description: 'Bring a dish to share and a friend.',
    dishSlots: { dessert: 2, main_dish: 1 },
  });
  const page = await visitor({ context: { timezoneId: 'UTC' } });
  const release = await holdAppCode(page);
  await page.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  const name = page.getByLabel('Your Name');
  await name.scrollIntoViewIfNeeded();
  await name.click();
  await page.keyboard.type('Rose');
  const before = await name.boundingBox();

  release();
  await expect(page.getByRole('button', { name: 'One more adult' })).toBeEnabled();
  await expect(name).toHaveValue('Rose');
  const after = await name.boundingBox();
  expect(after?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
  await expect(page.locator('.join-hero__icon')).toHaveText('🦃');
  await expect(page.locator('.still-needed__item')).toHaveText([
    'Main Dishes 0 of 1+ 1 more',
    'Desserts 0 of 2+ 2 more',
  ]);
});

test('a reader in another time zone sees their own time before the app takes over, so it moves nothing either', async ({
  host,
  visitor,
}) => {
  const event = await createEvent(host.page.request, { timeZone: 'Asia/Kolkata' });
  const page = await visitor({ context: { timezoneId: 'Europe/Berlin' } });
  const release = await holdAppCode(page);
  await page.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  const when = page.locator('.join-hero .join-fact').first();
  // Kolkata and Berlin show the event's instant at different hours.
  await expect(when).toContainText(/GMT\+5:30 · \d{1,2}:\d{2} [AP]M your time$/);
  const shown = await when.innerText();
  const name = page.getByLabel('Your Name');
  const before = await name.boundingBox();

  release();
  await expect(page.getByRole('button', { name: 'One more adult' })).toBeEnabled();
  await expect.poll(() => when.innerText()).toBe(shown);
  expect((await name.boundingBox())?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
});

test('nothing moves on taking over a join page with a deadline, dietary notes, no place, a date poll, dishes and a long description', async ({
  host,
  visitor,
}) => {
  const shapes = [
    { answersCloseAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), capacity: 10 },
    { location: '', dietaryNote: 'No peanuts, please.', allowNonVegetarian: false },
    { theme: 'birthday', description: 'Bring a dish to share and a friend. '.repeat(6) },
    {
      date: undefined,
      dateOptions: [9, 16].map((days) => new Date(Date.now() + days * 86_400_000).toISOString()),
    },
  ];
  for (const shape of shapes) {
    const event = await createEvent(host.page.request, shape);
    for (const [name, category] of [
      ['Samosas', 'appetizer'],
      ['Dal', 'main_dish'],
    ]) {
      const res = await host.page.request.post(`/api/events/${event.id}/dishes`, {
        data: { name, category, isVegetarian: true },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    const page = await visitor();
    const release = await holdAppCode(page);
    await page.goto(`/join/${event.id}`, { waitUntil: 'commit' });
    const field = page.getByLabel('Your Name');
    await field.scrollIntoViewIfNeeded();
    const before = await field.boundingBox();
    release();
    await expect(page.getByRole('button', { name: 'One more adult' })).toBeEnabled();
    expect((await field.boundingBox())?.y, JSON.stringify(shape)).toBeCloseTo(before?.y ?? Number.NaN, 0);
  }
});
