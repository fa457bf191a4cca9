import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { registerDishDefaults } from '@/features/dishes/api/register-dish-defaults';
import { DishFormSheet, type DishFormTarget } from '@/features/dishes/components/dish-form-sheet';
import { DishPhotosProvider } from '@/features/photos/dish-photos-provider';
import { createQueryClient } from '@/lib/query-client';
import { getByRole, query, render, waitFor, type Rendered } from '@/test/render';
import { typeInto } from '@/test/api';

// The picture a dish form is given belongs to the dish added with that form, even when "Add Dish" is tapped while
// it is still being prepared: it follows that dish (by its create's key), and never waits for the next one.

/** Preparing a picture (crop and shrink: canvas work jsdom cannot do) ends when the test says so. */
const preparing: ((photo: Blob) => void)[] = [];
vi.mock('@/features/photos/shrink-photo', async (original) => ({
  ...(await original<typeof import('@/features/photos/shrink-photo')>()),
  shrinkPhoto: () => new Promise<Blob>((resolve) => preparing.push(resolve)),
}));
/** Pictures kept on the phone for dishes not created yet, by key (IndexedDB, which jsdom lacks). */
const saved = new Map<string, Blob>();
vi.mock('@/features/photos/photo-blobs', async (original) => ({
  ...(await original<typeof import('@/features/photos/photo-blobs')>()),
  savePendingPhoto: (key: string, photo: Blob) => {
    saved.set(key, photo);
    return Promise.resolve(key);
  },
}));

const EVENT = { id: 'ev1', hostId: 'host', allowVegan: true, allowVegetarian: true, allowNonVegetarian: true };
const fetchMock = vi.fn<typeof fetch>();
let view: Rendered | null = null;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = () => 'blob:picture';
  URL.revokeObjectURL = () => {};
  fetchMock.mockImplementation((_url, init) =>
    Promise.resolve(
      new Response(init?.method === 'POST' ? JSON.stringify({ id: crypto.randomUUID() }) : '[]', {
        status: init?.method === 'POST' ? 201 : 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
});
afterEach(() => {
  view?.unmount();
  view = null;
  vi.unstubAllGlobals();
});

/** The create keys of the dishes sent, in order. */
const createKeys = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

describe('a dish photo chosen in the add form', () => {
  it('goes with the dish added while it was still being prepared, not with the next dish', async () => {
    const client = createQueryClient();
    registerDishDefaults(client);
    const sheet = (target: DishFormTarget | null) => (
      <QueryClientProvider client={client}>
        <DishPhotosProvider eventId={EVENT.id}>
          <DishFormSheet target={target} onClose={() => {}} event={EVENT} userId="me" />
        </DishPhotosProvider>
      </QueryClientProvider>
    );
    view = await render(sheet({ mode: 'add' }));
    typeInto(query<HTMLInputElement>(document, '[name="name"]'), 'Peach pie');
    await waitFor(() => getByRole(document, 'button', 'Choose Photo'));
    const library = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')].find((i) => !i.capture)!;
    Object.defineProperty(library, 'files', { value: [new File(['jpeg'], 'pie.jpg', { type: 'image/jpeg' })] });
    await act(async () => library.dispatchEvent(new Event('change', { bubbles: true })));
    await act(async () => getByRole(document, 'button', 'Use Photo').click());
    await waitFor(() => expect(preparing).toHaveLength(1));

    // "Add Dish" while the picker still says "Preparing photo…": the sheet closes, the picture is ready later.
    await act(async () => getByRole(document, 'button', 'Add Dish').click());
    await waitFor(() => expect(createKeys()).toHaveLength(1));
    await view.rerender(sheet(null));
    const picture = new Blob(['the pie'], { type: 'image/webp' });
    await act(async () => preparing[0]!(picture));

    // The next dish, added without a photo, in the same tab.
    await view.rerender(sheet({ mode: 'add' }));
    typeInto(query<HTMLInputElement>(document, '[name="name"]'), 'Green salad');
    await act(async () => getByRole(document, 'button', 'Add Dish').click());
    await waitFor(() => expect(createKeys()).toHaveLength(2));

    const [pie, salad] = createKeys();
    await waitFor(() => expect([...saved.keys()]).toEqual([`new-dish:${pie}`]));
    expect(saved.get(`new-dish:${pie}`)).toBe(picture);
    expect(saved.has(`new-dish:${salad}`)).toBe(false);
  });
});
