import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { OWN_IMAGE_MESSAGE } from '@contracts/dish.rules';
import { registerDishDefaults } from '../api/register-dish-defaults';
import { createQueryClient } from '@/lib/query-client';
import { requestUrl } from '@/test/api';
import { buildDish } from '@/test/data';
import { getByRole, getByText, query, render, waitFor, type Rendered } from '@/test/render';
import { DishFormSheet, type DishFormTarget } from './dish-form-sheet';

/** The note on a dish the viewer may not change. */
const READ_ONLY_NOTE = 'Only the dish contributor and event host can edit it.';

const event = { id: 'ev1', hostId: 'host', allowVegan: false, allowVegetarian: true, allowNonVegetarian: true };
const dish = buildDish({
  id: 'd1',
  eventId: 'ev1',
  contributorId: 'cora',
  name: 'Samosas',
  category: 'appetizer',
  isVegetarian: true,
  isSpicy: true,
  contributor: { id: 'cora', firstName: 'Cora', lastName: null },
});

const fetchMock = vi.fn<typeof fetch>();
const noDuplicates = () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
let client: QueryClient;
let view: Rendered | null = null;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(noDuplicates()));
  client = createQueryClient();
  registerDishDefaults(client);
});
afterEach(() => {
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
});

async function open(target: DishFormTarget, userId: string) {
  const onClose = vi.fn();
  view = await render(
    <QueryClientProvider client={client}>
      <DishFormSheet target={target} onClose={onClose} event={event} userId={userId} />
    </QueryClientProvider>,
  );
  return onClose;
}

const input = (name: string) => query<HTMLInputElement>(document, `[name="${name}"]`);

describe('DishFormSheet', () => {
  it('starts empty with category main_dish and every flag off', async () => {
    await open({ mode: 'add' }, 'me');
    expect(input('name').value).toBe('');
    expect(query<HTMLSelectElement>(document, 'select[name="category"]').value).toBe('main_dish');
    expect([...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((c) => c.checked)).toEqual(
      Array(7).fill(false),
    );
    expect(input('recipeLink').type).toBe('url');
  });

  it('accepts prefilled values (an AI suggestion)', async () => {
    await open({ mode: 'add', prefill: { name: 'Mango Lassi', category: 'soft_drinks', isVegetarian: true } }, 'me');
    expect(input('name').value).toBe('Mango Lassi');
    expect(query<HTMLSelectElement>(document, 'select[name="category"]').value).toBe('soft_drinks');
    expect(input('isVegetarian').checked).toBe(true);
  });

  it('refuses a vegan dish at an event without vegan dishes, with the message of the rule, and sends nothing', async () => {
    const onClose = await open({ mode: 'add', prefill: { name: 'Tofu curry', isVegan: true } }, 'me');
    await act(async () => getByRole(document, 'button', 'Add Dish').click());
    await waitFor(() => expect(getByText(document, 'Vegan dishes are not allowed for this potluck.')).toBeTruthy());
    // Only the duplicate-name lookup (a GET) may have gone out; nothing was saved.
    expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('drops a picture address from another host (photos are chosen as files now) and sends the dish without it', async () => {
    const onClose = await open(
      { mode: 'add', prefill: { name: 'Pavlova', imageUrl: 'https://tracker.example/p.png' } },
      'me',
    );
    await act(async () => getByRole(document, 'button', 'Add Dish').click());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'POST');
    expect(sent).toHaveLength(1);
    const body = sent[0]?.[1]?.body;
    expect(typeof body === 'string' ? body : '').toContain('Pavlova');
    expect(typeof body === 'string' ? body : '').not.toContain('tracker.example');
    expect(document.body.textContent).not.toContain(OWN_IMAGE_MESSAGE);
  });

  it('says who already brings a matching dish, and that the category is full, without stopping the save', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        requestUrl(url).includes('/duplicates?name=samosa')
          ? new Response(JSON.stringify([{ dishId: 'd9', name: 'Samosas', contributorName: 'Priya' }]), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            })
          : noDuplicates(),
      ),
    );
    const slotted = { ...event, dishSlots: { appetizer: 1 }, dishes: [{ id: 'd9', category: 'appetizer' as const }] };
    const onClose = vi.fn();
    view = await render(
      <QueryClientProvider client={client}>
        <DishFormSheet
          target={{ mode: 'add', prefill: { name: 'samosa', category: 'appetizer' } }}
          onClose={onClose}
          event={slotted}
          userId="me"
        />
      </QueryClientProvider>,
    );
    await vi.waitFor(() =>
      expect(getByText(document, 'Priya is already bringing Samosas. You can still add yours.')).toBeTruthy(),
    );
    expect(document.body.textContent).toContain('Appetizers already has 1 of 1.');
    await act(async () => getByRole(document, 'button', 'Add Dish').click());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says someone already brings it when the host hides who brings what', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        requestUrl(url).includes('/duplicates?name=samosa')
          ? new Response(JSON.stringify([{ dishId: 'd9', name: 'Samosas', contributorName: null }]), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            })
          : noDuplicates(),
      ),
    );
    view = await render(
      <QueryClientProvider client={client}>
        <DishFormSheet
          target={{ mode: 'add', prefill: { name: 'samosa', category: 'appetizer' } }}
          onClose={vi.fn()}
          event={event}
          userId="me"
        />
      </QueryClientProvider>,
    );
    await vi.waitFor(() =>
      expect(getByText(document, 'Someone is already bringing Samosas. You can still add yours.')).toBeTruthy(),
    );
  });

  it('shows the field message for a missing name', async () => {
    await open({ mode: 'add' }, 'me');
    await act(async () => getByRole(document, 'button', 'Add Dish').click());
    await waitFor(() => expect(getByText(document, 'Dish name is required')).toBeTruthy());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is read-only with a note for someone who is neither contributor nor host', async () => {
    await open({ mode: 'edit', dish }, 'someone-else');
    expect(getByText(document, READ_ONLY_NOTE)).toBeTruthy();
    expect(input('name').readOnly).toBe(true);
    expect(query<HTMLSelectElement>(document, 'select[name="category"]').disabled).toBe(true);
    expect(input('isSpicy').disabled).toBe(true);
    expect(document.body.textContent).not.toContain('Save Changes');
    expect(document.body.textContent).not.toContain('Delete');
  });

  it.each([
    ['the contributor', 'cora'],
    ['the host', 'host'],
  ])('lets %s save and delete', async (_who, userId) => {
    await open({ mode: 'edit', dish }, userId);
    expect(document.body.textContent).not.toContain(READ_ONLY_NOTE);
    expect(getByRole(document, 'button', 'Save Changes')).toBeTruthy();
    await act(async () => getByRole(document, 'button', 'Delete').click());
    expect(getByText(document, 'Are you sure you want to delete this dish?')).toBeTruthy();
  });
});
