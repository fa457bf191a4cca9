import { act } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { useToastStore } from '@/lib/toast-store';
import { render } from '@/test/render';
import { SESSION_EXPIRED_REDIRECT_DELAY_MS, useSessionExpiredRedirect } from './use-session-expired-redirect';

let handle: () => void = () => {};
let path = '';
function Probe() {
  // eslint-disable-next-line react-hooks/globals -- the probe hands the hook's callback and the path to the test
  handle = useSessionExpiredRedirect();
  // eslint-disable-next-line react-hooks/globals -- as above
  path = useLocation().pathname;
  return null;
}

async function renderProbe() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentUser(), { id: 'u1' });
  const rendered = await render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.getState().remove();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSessionExpiredRedirect', () => {
  it('toasts Session Expired and goes to /login after 1 s, forgetting the user', async () => {
    const { unmount, queryClient } = await renderProbe();
    act(() => handle());
    const shown = useToastStore.getState().toasts[0]!;
    expect([shown.title, shown.description]).toEqual(['Session Expired', 'Please log in again to continue.']);
    expect(SESSION_EXPIRED_REDIRECT_DELAY_MS).toBe(1000);
    act(() => {
      vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS - 1);
    });
    expect(path).toBe('/dashboard');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(path).toBe('/login');
    expect(queryClient.getQueryData(queryKeys.currentUser())).toBeNull();
    unmount();
  });

  it('toasts and redirects once however many calls fail', async () => {
    const { unmount } = await renderProbe();
    act(() => {
      handle();
      handle();
    });
    act(() => {
      vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_DELAY_MS);
    });
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(path).toBe('/login');
    unmount();
  });
});
