import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorConsole as ConsoleData } from '@contracts/responses.contract';
import { getByRole, getByText, renderWithQueryClient, waitFor } from '@/test/render';
import { OperatorConsole } from './operator-console';

const EVENT_ID = '3f0e9a8e-5b1c-4e0e-9d5e-2f7c1a9b6d41';
const calls: { url: string; method: string; key: string | null; body?: unknown }[] = [];

const data: ConsoleData = {
  figures: {
    accounts: 12,
    guests: 30,
    events: 7,
    hiddenEvents: 0,
    blockedAccounts: 0,
    reports: 1,
    mailsSent: 40,
    pushesSent: 3,
    textsSent: 0,
    limitsHit: 2,
    since: '2026-12-01T10:00:00.000Z',
  },
  reports: [
    {
      id: '9b2f0c1e-7a3d-4c5b-8e6f-1a2b3c4d5e6f',
      eventId: EVENT_ID,
      eventName: 'Free tickets party',
      hostEmail: 'spam@example.org',
      eventHidden: false,
      hostBlocked: false,
      reason: 'An advert, not a potluck',
      signedIn: false,
      createdAt: '2026-12-02T10:00:00.000Z',
    },
  ],
  blockedAccounts: [],
  creationPolicy: { mode: 'everyone', allowlist: [] },
  audit: [],
};

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({
        url,
        method: init?.method ?? 'GET',
        key: headers.get('Idempotency-Key'),
        body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
      });
      return url === '/api/admin/console'
        ? new Response(JSON.stringify(data), { status: 200 })
        : new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the operator console', () => {
  it('shows the figures and a report, and hides the reported event with an Idempotency-Key', async () => {
    const { container } = await renderWithQueryClient(<OperatorConsole data={data} />);
    expect(getByText(container, 'Free tickets party')).toBeTruthy();
    expect(getByText(container, 'An advert, not a potluck')).toBeTruthy();
    expect(getByText(container, 'Host: spam@example.org')).toBeTruthy();
    expect(getByText(container, '40')).toBeTruthy();

    await act(async () => getByRole(container, 'button', 'Hide').click());
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const hide = calls.find((c) => c.method === 'PUT')!;
    expect(hide).toMatchObject({ url: `/api/admin/events/${EVENT_ID}/hidden`, body: { hidden: true } });
    expect(hide.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
