// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { FakeRequest } from '@/test/fake-xhr';
import { draftCover } from './new-event-cover';
import { registerPhotoDefaults } from './photo-queue';

// The picture waits in IndexedDB (absent from jsdom): a map stands in for it.
const pictures = vi.hoisted(() => new Map<string, Blob>());
vi.mock('./photo-blobs', () => ({
  savePendingPhoto: (key: string, photo: Blob) => Promise.resolve(void pictures.set(key, photo)),
  pendingPhoto: (key: string) => Promise.resolve(pictures.get(key)),
  forgetPendingPhoto: (key: string) => Promise.resolve(void pictures.delete(key)),
  newDishPhotoKey: (key: string) => `new-dish:${key}`,
}));

const STORED = { id: 'p1', dishId: null, width: 1200, height: 630, placeholder: '', src: '/api/photos/p1/h/1200.webp' };
const cover = new Blob([new Uint8Array(500)], { type: 'image/webp' });

describe('a cover chosen while creating the event', () => {
  beforeAll(() => import('./photo-queue-work'));
  let client: QueryClient;
  let created: ReturnType<typeof vi.fn<() => Promise<{ id: string; name: string }>>>;

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.sent = [];
    FakeRequest.behaviours = [(r) => r.answer(200, STORED)];
    onlineManager.setOnline(true);
    client = createQueryClient();
    client.mount();
    registerPhotoDefaults(client);
    // The events feature's create (by its key: features do not import each other), answering the new event.
    created = vi.fn(() => Promise.resolve({ id: 'ev-1', name: 'Picnic' }));
    client.setMutationDefaults(['event', 'create'], { mutationFn: created });
  });
  afterEach(() => {
    client.unmount();
    vi.unstubAllGlobals();
    pictures.clear();
    draftCover.current = null;
  });

  const createEvent = (idempotencyKey: string) =>
    client
      .getMutationCache()
      .build(client, { mutationKey: ['event', 'create'] })
      .execute({ input: { name: 'Picnic' }, idempotencyKey });

  it('is uploaded once the event exists, as the new event cover, once', async () => {
    draftCover.current = Promise.resolve(cover);
    await createEvent('create-1');
    await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const upload = FakeRequest.sent[0]!;
    expect(upload.method).toBe('PUT');
    expect(upload.url).toBe('/api/events/ev-1/cover');
    expect(upload.body).toBe(cover);
    expect(upload.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(upload.headers['Idempotency-Key']).not.toBe('create-1');
    expect(draftCover.current).toBeNull();
    await vi.waitFor(() => expect(pictures.size).toBe(0)); // forgotten once answered
    // Another event created afterwards carries no cover.
    await createEvent('create-2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeRequest.sent).toHaveLength(1);
  });

  it('waits on the phone while offline and goes once the event is created when the signal returns', async () => {
    draftCover.current = Promise.resolve(cover);
    onlineManager.setOnline(false);
    const done = createEvent('create-3');
    await vi.waitFor(() => expect(pictures.get('new-event-cover:create-3')).toBe(cover));
    expect(created).not.toHaveBeenCalled();
    expect(FakeRequest.sent).toHaveLength(0);
    onlineManager.setOnline(true);
    await done;
    await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect(FakeRequest.sent[0]?.url).toBe('/api/events/ev-1/cover');
  });

  it('sends nothing when no cover was chosen', async () => {
    await createEvent('create-4');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeRequest.sent).toHaveLength(0);
  });
});
