import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { render } from '@/test/render';
import { liveSocket } from './live-socket';
import { useLiveUpdates } from './use-live-updates';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';

function Door() {
  useLiveUpdates({ kind: 'event', eventId: EVENT_ID });
  return null;
}

describe('live updates after a reconnect', () => {
  afterEach(() => vi.restoreAllMocks());

  it('read the door, the costs and the conversation again: their changes move no version that would show a gap', async () => {
    let deliver: (message: unknown) => void = () => {};
    vi.spyOn(liveSocket, 'follow').mockImplementation((_join, onMessage) => {
      deliver = onMessage as (message: unknown) => void;
      return () => {};
    });
    const queryClient = new QueryClient();
    const keys = [
      queryKeys.events.door(EVENT_ID),
      queryKeys.events.costs(EVENT_ID),
      queryKeys.events.conversation(EVENT_ID),
    ];
    for (const key of keys) queryClient.setQueryData(key, { loaded: true });
    await render(
      <QueryClientProvider client={queryClient}>
        <Door />
      </QueryClientProvider>,
    );
    const stale = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);

    // The first join: the page has just read them.
    await act(async () => deliver({ type: 'joined', eventId: EVENT_ID, seq: 4 }));
    expect(stale()).toEqual([false, false, false]);
    // A reconnect at the same version (a check-in undone meanwhile moves none).
    await act(async () => deliver({ type: 'joined', eventId: EVENT_ID, seq: 4 }));
    expect(stale()).toEqual([true, true, true]);
  });
});
