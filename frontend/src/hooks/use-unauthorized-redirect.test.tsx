import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hardNavigate } from '@/lib/navigation';
import { useToastStore } from '@/lib/toast-store';
import { render } from '@/test/render';
import {
  resetUnauthorizedRedirect,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
  useUnauthorizedRedirect,
} from './use-unauthorized-redirect';

vi.mock('@/lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

let handle: () => void = () => {};
function Probe() {
  // eslint-disable-next-line react-hooks/globals -- the probe hands the hook's callback to the test
  handle = useUnauthorizedRedirect();
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetUnauthorizedRedirect();
  useToastStore.getState().remove();
  vi.mocked(hardNavigate).mockReset();
  window.history.replaceState(null, '', '/events/e1');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useUnauthorizedRedirect', () => {
  it('toasts and starts sign-in again after 500 ms, coming back to the page', async () => {
    const { unmount } = await render(<Probe />);
    act(() => handle());
    const shown = useToastStore.getState().toasts[0]!;
    expect([shown.title, shown.description]).toEqual(['Unauthorized', 'You are logged out. Logging in again...']);
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_DELAY_MS - 1);
    expect(hardNavigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hardNavigate).toHaveBeenCalledWith('/api/login?redirect=%2Fevents%2Fe1');
    unmount();
  });

  it('redirects once however many calls fail', async () => {
    const { unmount } = await render(<Probe />);
    act(() => {
      handle();
      handle();
    });
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_DELAY_MS);
    expect(hardNavigate).toHaveBeenCalledTimes(1);
    unmount();
  });
});
