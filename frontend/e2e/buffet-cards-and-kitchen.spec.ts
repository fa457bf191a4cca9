import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { api } from './support/api';
import { snap } from './support/screenshots';

test('at the table: buffet cards to print, the kitchen plan with its clash, and a busy slot named on a dish', async ({
  signedInPerson,
}) => {
  const host = (await signedInPerson('Hana', 'Host')).page;
  const guest = (await signedInPerson('Gus', 'Guest')).page;
  // Mid-January of next year: in the future whenever the tests run, and in winter time in London.
  const day = `${new Date().getUTCFullYear() + 1}-01-15`;
  const { id: eventId } = await api(host, 'post', '/api/events', {
    name: 'Winter Potluck',
    date: `${day}T18:30:00.000Z`,
    timeZone: 'Europe/London',
    location: 'The hall',
  });
  const going = { status: 'attending', adultCount: 1, kidCount: 0, dietaryRestrictions: '' };
  await api(host, 'post', `/api/events/${eventId}/rsvp`, going);
  await api(guest, 'post', `/api/events/${eventId}/rsvp`, going);
  const lasagna = await api(host, 'post', `/api/events/${eventId}/dishes`, {
    name: 'Lasagna',
    category: 'main_dish',
    containsMeat: true,
  });
  const pie = await api(guest, 'post', `/api/events/${eventId}/dishes`, {
    name: 'Apple pie',
    category: 'dessert',
    isVegetarian: true,
  });
  await api(host, 'put', `/api/events/${eventId}/kitchen`, { ovens: 1, outlets: 2, fridgeShelves: 2 });
  await api(host, 'put', `/api/events/${eventId}/dishes/${lasagna.id}/kitchen`, {
    oven: { temperature: 180, unit: 'C', minutes: 30 },
    arrivesAt: `${day}T18:00`,
  });

  // The host's Manage: the kitchen (counts, timeline) and the buffet cards on both papers.
  await host.goto(`/events/${eventId}/manage?tool=kitchen`);
  await expect(host.getByRole('heading', { name: 'Kitchen' })).toBeVisible();
  await snap(host, 'table-event-kitchen');
  await snap(host.locator('section.kitchen'), 'table-kitchen-card');
  await expectNoA11yViolations(host);
  await host.getByRole('button', { name: 'Buffet Cards' }).click();
  await expect(host.getByRole('heading', { name: 'Buffet Cards' })).toBeVisible();
  const a4 = host.getByRole('link', { name: /A4/ });
  await expect(a4).toHaveAttribute('href', `/api/events/${eventId}/buffet-cards.pdf?paper=a4`);
  const pdf = await host.request.get(`/api/events/${eventId}/buffet-cards.pdf?paper=a4`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await snap(host.locator('section.buffet-cards'), 'table-buffet-cards-card');
  await expectNoA11yViolations(host);

  // The guest picks the same slot for their pie: a gentle warning names the busy oven before saving.
  await guest.goto(`/events/${eventId}/dishes`);
  const card = guest.locator(`#dish-${pie.id}`);
  await card.getByText('Kitchen needs & arrival').click();
  await card.getByLabel('Arrives at').fill('18:10');
  await card.getByLabel('Needs the oven').check();
  // The card has two live regions: the kitchen's warning, and the print link's (empty until a sheet is busy).
  const warning = card.getByRole('status').filter({ hasText: 'Busy slot' });
  await expect(warning).toContainText('2 dishes need the oven at 18:10; you have 1');
  await card.getByRole('button', { name: 'Save Kitchen Needs' }).click();
  await expect(guest.getByText('Kitchen needs saved')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Print the buffet card for Apple pie' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await snap(guest, 'table-dish-kitchen');
  await snap(card, 'table-dish-card');
  await expectNoA11yViolations(guest);

  // The host's kitchen now names the clash.
  await host.goto(`/events/${eventId}/manage?tool=kitchen`);
  await expect(host.getByText('2 dishes need the oven at 18:10; you have 1').first()).toBeVisible();
  await snap(host, 'table-event-clash');
  await snap(host.locator('section.kitchen'), 'table-kitchen-clash');
});
