import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDish, buildEventDetail, buildUser } from '@/test/data';
import { getByRole, renderApp, waitFor, type Rendered } from '@/test/render';

const user = buildUser({ id: 'me' });
const dishes = Array.from({ length: 95 }, (_, i) =>
  buildDish({
    id: `d${i}`,
    eventId: 'e1',
    contributorId: 'someone',
    name: `Dish ${i}`,
    category: i < 60 ? 'main_dish' : 'dessert',
  }),
);
const event = buildEventDetail({ id: 'e1', hostId: 'host', role: 'guest', dishes });

let app: Rendered | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const cards = (root: ParentNode) => root.querySelectorAll('.dish-list > li').length;

describe('the dish list of a big potluck', () => {
  it('draws 40 dishes at a time, and starts over on another course', async () => {
    const answers: Record<string, unknown> = {
      '/api/auth/user': user,
      '/api/events/e1': event,
      '/api/events/e1/dishes': dishes,
      '/api/events/e1/dish-suggestions': [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url in answers
          ? new Response(JSON.stringify(answers[url]), { status: 200 })
          : new Response('Not found', { status: 404 }),
      ),
    );
    const rendered = await renderApp('/events/e1/dishes');
    app = rendered;
    await waitFor(() => expect(cards(rendered.container)).toBe(40));
    await act(async () => getByRole(rendered.container, 'button', 'Show 40 more dishes').click());
    expect(cards(rendered.container)).toBe(80);
    await act(async () => getByRole(rendered.container, 'button', 'Show 15 more dishes').click());
    expect(cards(rendered.container)).toBe(95);
    expect(rendered.container.textContent).not.toContain('more dishes');

    // Desserts: 35 of them, all drawn.
    await act(async () => getByRole(rendered.container, 'button', /^Desserts/).click());
    await waitFor(() => expect(cards(rendered.container)).toBe(35));
    // Mains: 60, drawn 40 first again.
    await act(async () => getByRole(rendered.container, 'button', /^Main/).click());
    await waitFor(() => expect(cards(rendered.container)).toBe(40));
    getByRole(rendered.container, 'button', 'Show 20 more dishes');
  });
});
