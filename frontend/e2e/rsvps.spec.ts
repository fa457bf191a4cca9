import type { Locator, Page } from '@playwright/test';
import { newUser, signIn, submitDevSignIn } from './support/auth';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { snap } from './support/screenshots';
import { createEvent as createEventAs, type CreatedEvent } from './support/events';

/** A badge by its words (its icon is decorative). */
const badge = (scope: Locator, label: string) => scope.getByText(new RegExp(`^\\W*${label}$`));

/** Creates an event through the API as the signed-in user of `page` (June 3, 2024-style local date). */
function createEvent(page: Page, fields: Record<string, unknown> = {}): Promise<CreatedEvent> {
  const date = new Date();
  date.setDate(date.getDate() + 14);
  date.setHours(18, 30, 0, 0);
  return createEventAs(page.request, {
    description: 'Bring something warm to share.',
    theme: 'thanksgiving',
    date: date.toISOString(),
    location: 'Community Hall, 12 Elm St',
    allowVegetarian: true,
    allowVegan: true,
    allowNonVegetarian: false,
    dietaryNote: 'Please label anything with nuts.',
    ...fields,
  });
}

test('a guest pastes a join link, RSVPs for 2 adults and 1 kid, and the host sees them', async ({
  page,
  signedInPerson,
  baseURL,
}) => {
  await signIn(page, newUser('Hana', 'Host'));
  const event = await createEvent(page);
  const dish = await page.request.post(`/api/events/${event.id}/dishes`, {
    data: {
      name: 'Spiced Lentil Soup',
      category: 'main_dish',
      description: 'Red lentils and cumin.',
      servingSize: '8',
      isVegetarian: true,
      isVegan: true,
      isSpicy: true,
    },
  });
  expect(dish.ok()).toBe(true);
  await page.request.post(`/api/events/${event.id}/dishes`, {
    data: { name: 'Apple Cider', category: 'soft_drinks', isGlutenFree: true },
  });

  const { page: guest } = await signedInPerson('Gus', 'Guest');
  await guest.goto('/');
  await guest.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join' }).click();
  await guest.getByLabel('Event Code or Link').fill(`  ${baseURL}/join/${event.id}  `);
  await guest.getByRole('button', { name: 'Join Event' }).click();

  await expect(guest).toHaveURL(new RegExp(`/join/${event.id}$`));
  await expect(guest.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  // The join page names the event's time zone, as the server's page does, even to a reader in it.
  await expect(guest.getByText(/^\w+day, \w+ \d{1,2}, \d{4} at 6:30 PM [\w+:-]+$/)).toBeVisible();
  await expect(guest.getByText('Community Hall, 12 Elm St')).toBeVisible();
  await expect(guest.getByText('Hosted by Hana Host')).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Dietary Guidelines' })).toBeVisible();
  await expect(guest.getByText('No Non-Vegetarian')).toBeVisible();
  await expect(guest.getByText('Please label anything with nuts.')).toBeVisible();
  await expect(guest.getByRole('heading', { name: "What's Being Brought" })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Main Dishes (1)' })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Drinks (1)' })).toBeVisible();
  const soup = guest.getByRole('listitem').filter({ hasText: 'Spiced Lentil Soup' });
  for (const label of ['Veg', 'Vegan', 'Spicy']) await expect(badge(soup, label)).toBeVisible();
  await expect(badge(soup, 'Meat')).toHaveCount(0);
  await expect(soup.getByText('Red lentils and cumin.')).toBeVisible();
  await expect(soup.getByText('Serves 8')).toBeVisible();
  await expect(soup.getByText('by Hana Host')).toBeVisible();
  await expect(
    guest
      .getByRole('listitem')
      .filter({ hasText: 'Apple Cider' })
      .getByText(/^\W*GF$/),
  ).toBeVisible();
  await expectNoA11yViolations(guest);
  await snap(guest, 'rsvps-01-join-page-form');

  // The bounds are checked before anything is sent.
  await guest.getByLabel('Adults (12+ years)').fill('11');
  await guest.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(guest.getByText('Maximum 10 adults')).toBeVisible();

  await guest.getByLabel('Adults (12+ years)').fill('2');
  await guest.getByRole('button', { name: 'One more kid' }).click();
  await expect(guest.getByLabel('Kids (under 12)')).toHaveValue('1');
  await guest.getByLabel('Dietary Restrictions').fill('No shellfish');
  await guest.getByRole('button', { name: 'Submit RSVP' }).click();

  await expect(guest.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  await expect(guest.getByText('2 adults, 1 kid')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Manage My Dishes' })).toHaveAttribute(
    'href',
    `/events/${event.id}/dishes`,
  );
  await expect(guest.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/');
  await expect(guest.getByRole('button', { name: 'Update My RSVP' })).toBeVisible();
  await expectNoA11yViolations(guest);
  await snap(guest, 'rsvps-02-all-set');

  // Coming back to the link later shows the answer, not a blank form.
  await guest.reload();
  await expect(guest.getByRole('heading', { name: "You're All Set!" })).toBeVisible();

  await page.goto(`/events/${event.id}`);
  const section = page.locator('#guest-rsvps');
  await expect(section.getByRole('heading', { name: 'Guest RSVPs' })).toBeVisible();
  await expect(section.getByText('1 person responded')).toBeVisible();
  await expect(section.getByText('1 Going')).toBeVisible();
  const card = section.getByRole('listitem').filter({ hasText: 'Gus Guest' });
  await expect(badge(card, 'Going')).toBeVisible();
  await expect(card.getByText('2 adults, 1 kid')).toBeVisible();
  await expect(card.getByText('No shellfish')).toBeVisible();
  await expect(card.getByText(/^Responded on \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your RSVP' }).getByText('No Response')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await snap(page, 'rsvps-03-host-sees-guest');
});

test('Update RSVP on the event page: dialog defaults, saving, and the toast', async ({ page }) => {
  await signIn(page, newUser('Uma', 'Updater'));
  const event = await createEvent(page);
  await page.goto(`/events/${event.id}`);

  const card = page.getByRole('region', { name: 'Your RSVP' });
  await expect(card.getByText('No Response')).toBeVisible();
  await card.getByRole('button', { name: 'Update RSVP' }).click();

  const dialog = page.getByRole('dialog', { name: 'Update RSVP' });
  await expect(dialog.getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  await expect(dialog.getByLabel('Adults (12+ years)')).toHaveValue('1');
  await expect(dialog.getByLabel('Kids (under 12)')).toHaveValue('0');
  await expect(dialog.getByLabel('Dietary Restrictions')).toHaveValue('');
  await dialog.getByLabel('Kids (under 12)').fill('-1');
  await dialog.getByRole('button', { name: 'Save RSVP' }).click();
  await expect(dialog.getByText('Kids count cannot be negative')).toBeVisible();
  await dialog.getByLabel('Kids (under 12)').fill('2');
  await dialog.getByRole('radio', { name: 'Maybe' }).check();
  await expectNoA11yViolations(page);
  await snap(page, 'rsvps-04-update-dialog');
  await dialog.getByRole('button', { name: 'Save RSVP' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('RSVP Updated!')).toBeVisible();
  await expect(page.getByText(`Your RSVP has been updated for ${event.name}.`)).toBeVisible();
  await expect(badge(card, 'Maybe')).toBeVisible();
  await expect(card.getByText('1 adult, 2 kids')).toBeVisible();

  // The dialog reopens on the saved answer.
  await card.getByRole('button', { name: 'Update RSVP' }).click();
  await expect(dialog.getByRole('radio', { name: 'Maybe' })).toBeChecked();
  await expect(dialog.getByLabel('Kids (under 12)')).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await snap(page, 'rsvps-05-your-rsvp-card');
});

test('leaving Going warns with the number of dishes that will be removed', async ({ page }) => {
  await signIn(page, newUser('Dev', 'Dishes'));
  const event = await createEvent(page);
  for (const name of ['Pumpkin Pie', 'Cornbread']) {
    const res = await page.request.post(`/api/events/${event.id}/dishes`, { data: { name, category: 'dessert' } });
    expect(res.ok()).toBe(true);
  }
  await page.goto(`/events/${event.id}`);
  const card = page.getByRole('region', { name: 'Your RSVP' });
  await card.getByRole('button', { name: 'Update RSVP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update RSVP' });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Not Going' }).check();
  await expect(dialog.getByRole('alert')).toContainText(
    'Changing from Going will remove 2 dishes you signed up to bring',
  );
  await snap(page, 'rsvps-06-leaving-going-warning');
  await dialog.getByRole('button', { name: 'Save RSVP' }).click();
  await expect(dialog).toBeHidden();
  await expect(badge(card, 'Not Going')).toBeVisible();
  const dishes = await page.request.get(`/api/events/${event.id}/dishes`);
  expect(await dishes.json()).toEqual([]);
});

test('a signed-out visitor who has an account continues with Google and comes back to the same page', async ({
  page,
  visitor: newVisitor,
}) => {
  await signIn(page, newUser('Hugo', 'Host'));
  const event = await createEvent(page);

  const visitor = await newVisitor();
  await visitor.goto(`/join/${event.id}`);
  await expect(visitor.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  // No account needed: the form asks for a name; the account holder takes the other way.
  await expect(visitor.getByLabel('Your Name')).toBeVisible();
  await expectNoA11yViolations(visitor);
  await snap(visitor, 'rsvps-07-signed-out-join-page');

  await visitor.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/api/login\\?redirect=${encodeURIComponent(`/join/${event.id}`)}`));
  await submitDevSignIn(visitor, newUser('Vera', 'Visitor'));

  await expect(visitor).toHaveURL(new RegExp(`/join/${event.id}$`));
  await expect(visitor.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Submit RSVP' })).toBeVisible();
  await expect(visitor.getByLabel('Your Name')).toHaveCount(0);
});

test('an unknown join code shows Event Not Found with a way home', async ({ page }) => {
  await page.goto('/join/not-a-real-code');
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'rsvps-08-event-not-found');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the Join screen asks for a code and takes the last path segment of a link', async ({ page }) => {
  await signIn(page, newUser('Jo', 'Joiner'));
  await page.goto('/join');
  await page.getByRole('button', { name: 'Join Event' }).click();
  await expect(page.getByText('Event code or link is required')).toBeVisible();
  await page.getByLabel('Event Code or Link').fill('   ');
  await page.getByRole('button', { name: 'Join Event' }).click();
  await expect(page.getByText('Event code or link is required')).toBeVisible();
  await page.getByLabel('Event Code or Link').fill('https://example.com/events/abc123');
  await page.getByRole('button', { name: 'Join Event' }).click();
  await expect(page).toHaveURL(/\/join\/abc123$/);
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
});
