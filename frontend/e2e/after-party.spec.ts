import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { api } from './support/api';
import { snap } from './support/screenshots';

test.use({ serviceWorkers: 'allow' });

test('after the party: a guest adds a recipe and marks a container, the host sees the containers to return', async ({
  signedInPerson,
}) => {
  const host = (await signedInPerson('Hana', 'Host')).page;
  const guest = (await signedInPerson('Gus', 'Guest')).page;
  // The party started five hours ago: it is over.
  const { id: eventId } = await api(host, 'post', '/api/events', {
    name: 'Harvest Supper',
    date: new Date(Date.now() - 5 * 3_600_000).toISOString(),
    timeZone: 'Europe/London',
    location: 'The hall',
  });
  const going = { status: 'attending', adultCount: 1, kidCount: 0, dietaryRestrictions: '' };
  await api(host, 'post', `/api/events/${eventId}/rsvp`, going);
  await api(guest, 'post', `/api/events/${eventId}/rsvp`, going);
  const soup = await api(guest, 'post', `/api/events/${eventId}/dishes`, {
    name: 'Lentil soup',
    category: 'main_dish',
  });
  await api(host, 'post', `/api/events/${eventId}/dishes`, { name: 'Plum cake', category: 'dessert' });
  await api(host, 'put', `/api/events/${eventId}/thank-you`, { thankYou: 'Thank you all for a lovely evening!' });

  /**
   * The soup as the server keeps it, or what the server answered instead: the poll goes on through an answer that is
   * not (yet) the after-party (the page's own requests are on their way back after the network returns).
   */
  const soupAsSaved = async () => {
    const res = await guest.request.get(`/api/events/${eventId}/after-party`);
    if (!res.ok()) return { containerLeft: `HTTP ${res.status()}`, note: `HTTP ${res.status()}` };
    const { dishes } = (await res.json()) as {
      dishes: { dishId: string; containerLeft: boolean; note: string | null }[];
    };
    return dishes.find((d) => d.dishId === soup.id);
  };

  // The guest's page opens with the after-party card: the thank-you, who brought what, and a prompt on their dish.
  await guest.goto(`/events/${eventId}`);
  const card = guest.locator('section.after-party');
  await expect(card.getByRole('heading', { name: 'After the Party' })).toBeVisible();
  await expect(card.getByText('Thank you all for a lovely evening!')).toBeVisible();
  await expect(card.getByText('Plum cake, brought by Hana Host')).toBeVisible();
  await card.getByLabel('Recipe or note').fill('Soak the lentils overnight.\nhttps://example.com/dal');
  await card.getByRole('button', { name: 'Save Note' }).click();
  await expect(guest.getByText('Saved').first()).toBeVisible();
  await card.getByLabel('I left a container').check();
  await expect.poll(async () => (await soupAsSaved())?.containerLeft).toBe(true);
  await card.getByRole('heading', { name: 'After the Party' }).evaluate((h) => h.scrollIntoView());
  await snap(guest, 'after-party-guest-390x844', { fullPage: false });
  await snap(guest, 'after-party-guest');
  await snap(card, 'after-party-guest-card');
  await expectNoA11yViolations(guest);

  // Offline, a note changed on the dish waits in the change queue and reaches the server once back online.
  await guest.context().setOffline(true);
  await card.getByLabel('Recipe or note').fill('Written offline. Recipe: https://example.com/dal');
  await card.getByRole('button', { name: 'Save Note' }).click();
  await expect(guest.getByText('1 change waiting to sync')).toBeVisible();
  await guest.context().setOffline(false);
  await expect(guest.getByText(/waiting to sync|Syncing/)).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => (await soupAsSaved())?.note).toBe('Written offline. Recipe: https://example.com/dal');

  // The host sees the note as text (no link preview) and the container to return with its owner's name.
  await host.goto(`/events/${eventId}`);
  const hostCard = host.locator('section.after-party');
  await expect(hostCard.getByText('Gus Guest: container from Lentil soup')).toBeVisible();
  await expect(hostCard.getByText('Written offline. Recipe: https://example.com/dal')).toBeVisible();
  await expect(hostCard.locator('a[href="https://example.com/dal"]')).toHaveCount(0);
  await hostCard.scrollIntoViewIfNeeded();
  await snap(host, 'after-party-host');
  await snap(hostCard, 'after-party-host-card');
  await expectNoA11yViolations(host);
  await hostCard.getByRole('button', { name: 'Returned' }).click();
  await expect(hostCard.getByText('No containers to return.')).toBeVisible();
});
