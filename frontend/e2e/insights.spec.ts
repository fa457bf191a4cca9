import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type SignedInPerson } from './support/fixtures';
import { api } from './support/api';
import { snap } from './support/screenshots';

/**
 * Six adults are coming and every kind of dish is signed up except dessert: the planner's category
 * balance names desserts as the gap and the suggestions lead with desserts. Two people bring coleslaw,
 * so a duplicate tip stays once the dessert gap is filled and the card still shows 2 items.
 */
async function partyWithoutDessert(
  signedInPerson: SignedInPerson,
): Promise<{ host: Page; guest: Page; eventId: string }> {
  const host = (await signedInPerson('Hana', 'Host')).page;
  const guest = (await signedInPerson('Gus', 'Guest')).page;
  const date = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  const { id: eventId } = await api(host, 'post', '/api/events', {
    name: 'Block Party',
    date,
    location: 'Elm Street',
    theme: 'neighborhood_gathering',
  });
  await api(host, 'post', `/api/events/${eventId}/rsvp`, {
    status: 'attending',
    adultCount: 1,
    kidCount: 0,
    dietaryRestrictions: '',
  });
  await api(guest, 'post', `/api/events/${eventId}/rsvp`, {
    status: 'attending',
    adultCount: 5,
    kidCount: 0,
    dietaryRestrictions: '',
  });
  const dishes: Array<[string, string]> = [
    ['Chili con carne', 'main_dish'],
    ['Coleslaw', 'side_dish'],
    ['Chips and salsa', 'appetizer'],
    ['Iced tea', 'soft_drinks'],
    ['Paper plates', 'cutlery'],
  ];
  for (const [name, category] of dishes) {
    await api(guest, 'post', `/api/events/${eventId}/dishes`, {
      name,
      category,
      servingSize: 'serves 8',
      containsMeat: name === 'Chili con carne',
    });
  }
  await api(host, 'post', `/api/events/${eventId}/dishes`, {
    name: 'Coleslaw',
    category: 'side_dish',
    servingSize: 'serves 6',
    isVegetarian: true,
  });
  return { host, guest, eventId };
}

test('AI Insights name the missing dessert, AI Suggestions offer one prefilled, and the insights change once it is added', async ({
  signedInPerson,
}) => {
  const { guest: page, eventId } = await partyWithoutDessert(signedInPerson);

  // The dish page (a guest's next step leads there): the first 2 insights, one of them the dessert gap, severity in
  // words.
  await page.goto(`/events/${eventId}/dishes`);
  const insights = page.getByRole('region', { name: 'AI Insights' });
  await insights.scrollIntoViewIfNeeded();
  await expect(insights.getByRole('listitem')).toHaveCount(2);
  await expect(insights).toContainText('Desserts are the biggest gap: 0 of 1 signed up for 6 people.');
  await expect(insights.getByText(/^(Important|Worth a look|Tip|Good to know):?$/).first()).toBeVisible();
  const before = await insights.getByRole('listitem').allInnerTexts();
  await snap(page, 'insights-01-event-card');
  await expectNoA11yViolations(page);

  // "See all" lists every insight in a sheet: the gap, the duplicate tip and the food count.
  await insights.getByRole('button', { name: 'See all 3 insights' }).click();
  const sheet = page.getByRole('dialog', { name: 'AI Insights' });
  await expect(sheet.getByRole('listitem')).toHaveCount(3);
  await expect(sheet).toContainText(
    'Two people are bringing Coleslaw (Gus Guest and Hana Host). Maybe one could bring a dessert instead.',
  );
  await expect(sheet).toContainText('6 adults need about 6 servings');
  await snap(page, 'insights-02-see-all');
  await expectNoA11yViolations(page);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  // Dish page: 2 suggestions, desserts first; tapping one opens the add form prefilled.
  await page.goto(`/events/${eventId}/dishes`);
  const suggestions = page.getByRole('region', { name: 'AI Suggestions' });
  const picks = suggestions.getByRole('button');
  await expect(picks).toHaveCount(2);
  const name = (await picks.first().locator('.dish-suggestion__name').innerText()).trim();
  await expect(picks.first().locator('.dish-suggestion__description')).not.toBeEmpty();
  await snap(page, 'insights-03-dish-suggestions');
  await expectNoA11yViolations(page);
  await picks.first().click();

  const form = page.getByRole('dialog', { name: 'Add Your Dish' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Dish Name')).toHaveValue(name);
  await expect(form.getByLabel('Category')).toHaveValue('dessert');
  await expect(form.getByLabel('Contains meat')).not.toBeChecked();
  await snap(page, 'insights-04-prefilled-form');
  await form.getByRole('button', { name: 'Add Dish' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
  // The suggestion just taken is not offered again.
  await expect(suggestions.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveCount(0);

  // No reload: the insights refreshed and no longer ask for dessert.
  const after = page.getByRole('region', { name: 'AI Insights' });
  await expect(after.getByRole('listitem')).toHaveCount(2);
  await expect(after).not.toContainText('Desserts are the biggest gap');
  await expect(after).toContainText('Maybe one could bring something different instead.');
  expect(await after.getByRole('listitem').allInnerTexts()).not.toEqual(before);
  await snap(page, 'insights-05-event-card-after');
});

test('the AI Insights card follows a dessert another guest adds, live', async ({ signedInPerson }) => {
  const { host, guest, eventId } = await partyWithoutDessert(signedInPerson);
  await host.goto(`/events/${eventId}/manage?tool=insights`);
  const insights = host.getByRole('region', { name: 'AI Insights' });
  await expect(insights).toContainText('Desserts are the biggest gap: 0 of 1 signed up for 6 people.');
  await expect(host.getByText('Live', { exact: true })).toBeVisible();

  await api(guest, 'post', `/api/events/${eventId}/dishes`, {
    name: 'Lemon bars',
    category: 'dessert',
    servingSize: '16 pieces',
    isVegetarian: true,
  });
  // No reload: the socket's dish_added refreshes the event and its insights.
  await expect(insights).not.toContainText('Desserts are the biggest gap');
  await expect(insights).toContainText('Maybe one could bring something different instead.');
  await expect(insights.getByRole('listitem')).toHaveCount(2);
});
