// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { useFailedChanges } from '@/lib/failed-changes';
import { uploadPhotoMutationKey, type UploadPhotoVariables } from './photo-api';
import { registerPhotoDefaults } from './photo-queue';
import { UPLOAD_STALL_MS } from './upload-photo';
import { FakeRequest } from '@/test/fake-xhr';

// The picture waits in IndexedDB (absent from jsdom): a map stands in for it.
const pictures = vi.hoisted(() => new Map<string, Blob>());
vi.mock('./photo-blobs', () => ({
  pendingPhoto: (key: string) => Promise.resolve(pictures.get(key)),
  forgetPendingPhoto: (key: string) => Promise.resolve(void pictures.delete(key)),
  newDishPhotoKey: (key: string) => `new-dish:${key}`,
}));

const STORED = { id: 'p1', dishId: null, width: 1200, height: 630, placeholder: '', src: '/api/photos/p1/h/1200.webp' };

const vars: UploadPhotoVariables = {
  eventId: 'e1',
  url: '/api/events/e1/cover',
  photoKey: 'cover:e1',
  label: 'Cover',
  idempotencyKey: 'key-1',
};

describe('a photo upload on a dropped connection', () => {
  // The queue loads its work on first use: loaded before the clock is faked.
  beforeAll(() => import('./photo-queue-work'));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    FakeRequest.sent = [];
    FakeRequest.behaviours = [];
    pictures.set(vars.photoKey, new Blob([new Uint8Array(1000)], { type: 'image/webp' }));
    useFailedChanges.setState(useFailedChanges.getInitialState());
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    pictures.clear();
  });

  let unmount = () => {};
  afterEach(() => unmount());

  /** Sends through the app's queue: its retry policy and the photo defaults; mounted, as the app's, to resume. */
  const send = () => {
    const client = createQueryClient();
    client.mount();
    unmount = () => client.unmount();
    registerPhotoDefaults(client);
    return client
      .getMutationCache()
      .build<unknown, Error, UploadPhotoVariables, unknown>(client, { mutationKey: uploadPhotoMutationKey })
      .execute(vars);
  };

  it('is tried again by itself after a backoff, with the same Idempotency-Key, and lands once', async () => {
    FakeRequest.behaviours.push(
      (r) => {
        r.progress(400, 1000);
        r.onerror?.();
      },
      (r) => r.answer(200, STORED),
    );
    const done = send();
    await vi.advanceTimersByTimeAsync(100);
    expect(FakeRequest.sent).toHaveLength(1); // not at once: after a backoff
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(done).resolves.toEqual(STORED);
    expect(FakeRequest.sent).toHaveLength(2);
    expect(FakeRequest.sent.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(pictures.has(vars.photoKey)).toBe(false);
    expect(useFailedChanges.getState().changes).toEqual([]);
  });

  it('gives up an upload that stops moving and sends it again', async () => {
    FakeRequest.behaviours.push(
      (r) => r.progress(200, 1000), // then nothing: the signal is gone without an error
      (r) => r.answer(200, STORED),
    );
    const done = send();
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1_000);
    expect(FakeRequest.sent[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000 + 5_000);
    expect(FakeRequest.sent[0]?.aborted).toBe(true);
    expect(FakeRequest.sent).toHaveLength(2);
    await expect(done).resolves.toEqual(STORED);
    expect(FakeRequest.sent.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
  });

  it('stops at once when the phone goes offline and goes again when the signal returns', async () => {
    FakeRequest.behaviours.push(
      (r) => r.progress(300, 1000),
      (r) => r.answer(200, STORED),
    );
    const done = send();
    await vi.advanceTimersByTimeAsync(10);
    onlineManager.setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(FakeRequest.sent[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeRequest.sent).toHaveLength(1); // waits while offline
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(done).resolves.toEqual(STORED);
    expect(FakeRequest.sent).toHaveLength(2);
  });
});
