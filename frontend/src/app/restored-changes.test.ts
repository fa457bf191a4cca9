// @vitest-environment jsdom
import { hydrate, MutationObserver, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventMutationKey } from '@/features/events/api/save-event';
import { useFailedChanges } from '@/lib/failed-changes';
import { createQueryClient } from '@/lib/query-client';
import { flushPersistedCache, PERSIST_STORAGE_KEY } from '@/lib/query-persister';
import { registerMutationDefaults } from './mutation-defaults';

const fetchMock = vi.fn<typeof fetch>();
const vars = {
  input: { name: 'Harvest', date: '2030-06-03T18:30:00.000Z', location: 'Hall' },
  idempotencyKey: '6f2c1a0e-1111-4a4a-9a9a-000000000002',
};
const refusal = () =>
  new Response(JSON.stringify({ message: 'Choose a date in the future', code: 'VALIDATION_ERROR' }), { status: 400 });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
  useFailedChanges.setState({ changes: [], open: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('a form change resumed after a reload', () => {
  it('is kept in "Couldn\'t sync" when refused (no form is left to show it)', async () => {
    // Saved offline, then the page goes away.
    const before = createQueryClient();
    registerMutationDefaults(before);
    onlineManager.setOnline(false);
    void new MutationObserver<unknown, Error, typeof vars>(before, { mutationKey: createEventMutationKey })
      .mutate(vars)
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    flushPersistedCache(before);
    const stored = JSON.parse(localStorage.getItem(PERSIST_STORAGE_KEY)!) as { clientState: DehydratedState };
    expect(stored.clientState.mutations).toEqual([
      expect.objectContaining({ mutationKey: [...createEventMutationKey], meta: { restored: true } }),
    ]);

    // The next visit restores and resumes it; the server refuses.
    onlineManager.setOnline(true);
    fetchMock.mockResolvedValueOnce(refusal());
    const after = createQueryClient();
    registerMutationDefaults(after);
    hydrate(after, stored.clientState);
    await after.resumePausedMutations();
    await vi.waitFor(() =>
      expect(useFailedChanges.getState().changes).toEqual([
        expect.objectContaining({ label: 'Event: Harvest', reason: 'Choose a date in the future' }),
      ]),
    );
  });

  it('is left to the form while the form is there', async () => {
    const client = createQueryClient();
    registerMutationDefaults(client);
    fetchMock.mockResolvedValueOnce(refusal());
    await new MutationObserver<unknown, Error, typeof vars>(client, { mutationKey: createEventMutationKey })
      .mutate(vars)
      .catch(() => undefined);
    expect(useFailedChanges.getState().changes).toEqual([]);
  });
});
