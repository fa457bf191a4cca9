import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROBE_INTERVAL_MS, reportNetworkFailure, reportServerAnswered } from './online-status';

describe('online status from requests', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('a request failing at the network level counts as offline until a probe reaches the server', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);

    reportNetworkFailure();
    expect(onlineManager.isOnline()).toBe(false);

    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onlineManager.isOnline()).toBe(false);

    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('any answer from the server means online again', () => {
    onlineManager.setOnline(false);
    reportServerAnswered();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
