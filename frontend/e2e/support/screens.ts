import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { answerGoing } from './events';

/** An event with a dish and a guest's answer, hosted by whoever `host` is signed in as: screens with content. */
export async function furnishedEvent(host: Page): Promise<string> {
  const date = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  date.setHours(18, 30, 0, 0);
  const res = await host.request.post('/api/events', {
    data: {
      name: 'Diwali Dinner',
      date: date.toISOString(),
      location: 'Community Hall',
      description: 'Lights, sweets and a long table.',
      theme: 'diwali',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await answerGoing(host.request, id);
  for (const [name, category] of [
    ['Gulab jamun', 'dessert'],
    ['Chana masala', 'main_dish'],
  ]) {
    const dish = await host.request.post(`/api/events/${id}/dishes`, {
      data: { name, category, servingSize: 'Serves 8', isVegetarian: true },
    });
    expect(dish.status(), await dish.text()).toBe(201);
  }
  return id;
}

/** The nine screens the accessibility checks visit, each ready to look at once `open` resolves. */
export function nineScreens(
  eventId: string,
): { name: string; signedIn: boolean; open: (page: Page) => Promise<void> }[] {
  const heading = (page: Page, name: string | RegExp) =>
    expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible();
  return [
    { name: 'welcome', signedIn: false, open: async (p) => (await p.goto('/'), heading(p, 'Potluck')) },
    { name: 'sign-in', signedIn: false, open: async (p) => (await p.goto('/login'), heading(p, 'Welcome Back')) },
    {
      name: 'terms',
      signedIn: false,
      open: async (p) => (await p.goto('/terms-of-service'), heading(p, /Terms/)),
    },
    {
      name: 'join',
      signedIn: false,
      open: async (p) => (await p.goto(`/join/${eventId}`), heading(p, 'Diwali Dinner')),
    },
    { name: 'home', signedIn: true, open: async (p) => (await p.goto('/'), heading(p, /Hi, /)) },
    {
      name: 'event',
      signedIn: true,
      open: async (p) => {
        await p.goto(`/events/${eventId}`);
        await heading(p, 'Diwali Dinner');
      },
    },
    {
      name: 'dishes',
      signedIn: true,
      open: async (p) => {
        await p.goto(`/events/${eventId}/dishes`);
        await expect(p.getByRole('article').filter({ hasText: 'Gulab jamun' })).toBeVisible();
      },
    },
    {
      name: 'event-form',
      signedIn: true,
      open: async (p) => (await p.goto('/create-event'), heading(p, /Create/)),
    },
    {
      name: 'profile',
      signedIn: true,
      open: async (p) => {
        await p.goto('/dashboard');
        await heading(p, 'My RSVPs');
        await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
        await expect(p.getByRole('dialog', { name: 'Profile Settings' })).toBeVisible();
      },
    },
  ];
}
