// @vitest-environment jsdom
import { hydrate, MutationObserver, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerDatePollKey, type AnswerVariables } from '@/features/date-poll/api/date-poll';
import { rsvpMutationKey } from '@/features/rsvps/api/submit-rsvp';
import { useFailedChanges } from '@/lib/failed-changes';
import { goingVariables, RSVP_MUTATION_KEY } from '@/lib/one-tap-going';
import { isWaitingChange } from '@/lib/pending-changes';
import { createQueryClient } from '@/lib/query-client';
import { flushPersistedCache, PERSIST_STORAGE_KEY } from '@/lib/query-persister';
import { requestUrl, stubFetch } from '@/test/api';
import { registerMutationDefaults } from './mutation-defaults';

// A guest's own answers made offline (date-poll answers, "I'm going" on a picked date or a series' next date) wait
// in the queue, survive a reload and are sent once, with the key they were made with, when the phone is back.

vi.mock('@/lib/online-status', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/online-status')>()),
  reportNetworkFailure: vi.fn(),
}));

const KEY = '6f2c1a0e-2222-4a4a-9a9a-000000000002';
const fetchMock = stubFetch();
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    method: init?.method,
    url: requestUrl(url),
    key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));

beforeEach(() => {
  fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
  localStorage.clear();
  useFailedChanges.setState({ changes: [], open: false });
});

afterEach(() => onlineManager.setOnline(true));

/** Makes the change offline, reloads (persist, new client, restore) and comes back online. */
async function offlineThenBack(mutationKey: readonly unknown[], vars: unknown): Promise<void> {
  const before = createQueryClient();
  registerMutationDefaults(before);
  onlineManager.setOnline(false);
  void new MutationObserver<unknown, Error, unknown>(before, { mutationKey }).mutate(vars).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 0));
  const waiting = before.getMutationCache().getAll();
  expect(waiting).toHaveLength(1);
  expect(isWaitingChange(waiting[0]!)).toBe(true);
  expect(fetchMock).not.toHaveBeenCalled();
  flushPersistedCache(before);
  const stored = JSON.parse(localStorage.getItem(PERSIST_STORAGE_KEY)!) as { clientState: DehydratedState };
  expect(stored.clientState.mutations).toEqual([expect.objectContaining({ mutationKey: [...mutationKey] })]);

  onlineManager.setOnline(true);
  const after = createQueryClient();
  registerMutationDefaults(after);
  hydrate(after, stored.clientState);
  await after.resumePausedMutations();
  await vi.waitFor(() =>
    expect(
      after
        .getMutationCache()
        .getAll()
        .every((m) => m.state.status === 'success'),
    ).toBe(true),
  );
}

describe("a guest's own answers work offline", () => {
  it('a date-poll answer waits, survives a reload and is sent once with its key', async () => {
    const vars: AnswerVariables = { eventId: 'e1', answers: [{ optionId: 'o1', answer: 'yes' }], idempotencyKey: KEY };
    await offlineThenBack(answerDatePollKey, vars);
    const writes = sent().filter((r) => r.method !== 'GET');
    expect(writes).toEqual([
      {
        method: 'PUT',
        url: expect.stringContaining('/api/events/e1/date-poll/answers') as string,
        key: KEY,
        body: { answers: [{ optionId: 'o1', answer: 'yes' }] },
      },
    ]);
  });

  it('"I\'m going" is an RSVP change in the RSVP queue: it waits, survives a reload and is sent once as Going', async () => {
    expect(RSVP_MUTATION_KEY).toBe(rsvpMutationKey);
    await offlineThenBack(RSVP_MUTATION_KEY, goingVariables('e2', 'Supper club', KEY));
    const writes = sent().filter((r) => r.method !== 'GET');
    expect(writes).toEqual([
      {
        method: 'POST',
        url: expect.stringContaining('/api/events/e2/rsvp') as string,
        key: KEY,
        body: { status: 'attending', adultCount: 1, kidCount: 0, dietaryRestrictions: '' },
      },
    ]);
    expect(useFailedChanges.getState().changes).toEqual([]);
  });
});
