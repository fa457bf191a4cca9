import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { FakeRequest } from '@/test/fake-xhr';
import { getByRole, render, waitFor } from '@/test/render';
import { EventCoverField } from './event-cover-field';
import { registerPhotoDefaults } from './photo-queue';

// A cover chosen in Create Event belongs to the event that form creates, even when Create is tapped while it is still
// being prepared; it never rides along with a later event.

const preparing = vi.hoisted(() => [] as ((photo: Blob) => void)[]);
vi.mock('./shrink-photo', async (original) => ({
  ...(await original<typeof import('./shrink-photo')>()),
  shrinkPhoto: () => new Promise<Blob>((resolve) => preparing.push(resolve)),
}));
const pictures = vi.hoisted(() => new Map<string, Blob>());
vi.mock('./photo-blobs', () => ({
  savePendingPhoto: (key: string, photo: Blob) => Promise.resolve(void pictures.set(key, photo)),
  pendingPhoto: (key: string) => Promise.resolve(pictures.get(key)),
  forgetPendingPhoto: (key: string) => Promise.resolve(void pictures.delete(key)),
  newDishPhotoKey: (key: string) => `new-dish:${key}`,
}));

const STORED = { id: 'p1', dishId: null, width: 1200, height: 630, placeholder: '', src: '/api/photos/p1/h/1200.webp' };

describe('a cover still being prepared when the event is created', () => {
  beforeAll(() => import('./photo-queue-work'));
  let client: QueryClient;
  let events = 0;

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    URL.createObjectURL = () => 'blob:cover';
    URL.revokeObjectURL = () => {};
    FakeRequest.sent = [];
    FakeRequest.behaviours = [(r) => r.answer(200, STORED)];
    onlineManager.setOnline(true);
    client = createQueryClient();
    client.mount();
    registerPhotoDefaults(client);
    client.setMutationDefaults(['event', 'create'], {
      mutationFn: () => Promise.resolve({ id: `ev-${++events}`, name: 'Picnic' }),
    });
  });
  afterEach(() => {
    client.unmount();
    vi.unstubAllGlobals();
    pictures.clear();
  });

  const createEvent = (idempotencyKey: string) =>
    client
      .getMutationCache()
      .build(client, { mutationKey: ['event', 'create'] })
      .execute({ input: { name: 'Picnic' }, idempotencyKey });

  it('goes with the event that form created, once ready, and not with the next event', async () => {
    const view = await render(
      <QueryClientProvider client={client}>
        <EventCoverField eventName="Picnic" />
      </QueryClientProvider>,
    );
    const library = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')].find((i) => !i.capture)!;
    Object.defineProperty(library, 'files', { value: [new File(['jpeg'], 'park.jpg', { type: 'image/jpeg' })] });
    await act(async () => library.dispatchEvent(new Event('change', { bubbles: true })));
    await act(async () => getByRole(document, 'button', 'Use Photo').click());
    await waitFor(() => expect(preparing).toHaveLength(1));

    // Create Event while the picker still says "Preparing photo…": the form goes, the cover is ready later.
    await createEvent('create-1');
    view.unmount();
    const cover = new Blob(['the park'], { type: 'image/webp' });
    await act(async () => preparing[0]!(cover));

    await createEvent('create-2');
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect(FakeRequest.sent[0]?.url).toBe('/api/events/ev-1/cover');
    expect(FakeRequest.sent[0]?.body).toBe(cover);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeRequest.sent.map((r) => r.url)).toEqual(['/api/events/ev-1/cover']);
  });
});
