import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorConsole } from '@contracts/responses.contract';
import { buildUser } from '@/test/data';
import { getByRole, getByText, query, renderApp, waitFor } from '@/test/render';

const user = buildUser({ id: 'u1', email: 'ops@example.com', firstName: 'Olga', lastName: 'Operator' });

const empty: OperatorConsole = {
  figures: {
    accounts: 1,
    guests: 0,
    events: 0,
    hiddenEvents: 0,
    blockedAccounts: 0,
    reports: 0,
    mailsSent: 0,
    pushesSent: 0,
    textsSent: 0,
    limitsHit: 0,
    since: '2026-12-01T10:00:00.000Z',
  },
  reports: [],
  blockedAccounts: [{ id: 'b1', email: 'spam@example.org', blockedAt: '2026-12-02T10:00:00.000Z' }],
  creationPolicy: { mode: 'everyone', allowlist: [] },
  audit: [
    {
      id: 'a1',
      operatorEmail: 'ops@example.com',
      action: 'block_account',
      target: 'spam@example.org',
      at: '2026-12-02T10:00:00.000Z',
    },
  ],
};

const sent: { url: string; method: string; body?: unknown }[] = [];

/** The signed-in user, and the console as an operator (or a 403 for anyone else). */
function serve(operator: boolean) {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        sent.push({ url, method, body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined });
        return new Response(null, { status: 204 });
      }
      if (url === '/api/auth/user') return new Response(JSON.stringify({ ...user, isOperator: operator }));
      if (url === '/api/admin/console')
        return operator
          ? new Response(JSON.stringify(empty))
          : new Response(JSON.stringify({ message: 'Only the operators', code: 'OPERATOR_ONLY' }), { status: 403 });
      return new Response('Not found', { status: 404 });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin', () => {
  it('shows the console to an operator, who may choose who creates events and unblock an account', async () => {
    serve(true);
    const app = await renderApp('/admin');
    await waitFor(() => getByText(app.container, 'Reported Events'));
    expect(getByText(app.container, 'No reports.')).toBeTruthy();
    expect(getByText(app.container, 'Blocked account')).toBeTruthy();

    await act(async () => query<HTMLInputElement>(app.container, 'input[value="allowlist"]').click());
    const list = await waitFor(() => query<HTMLTextAreaElement>(app.container, '#admin-allowlist'));
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setValue.call(list, 'example.org\nana@example.net');
      list.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => getByRole(app.container, 'button', 'Save').click());
    await waitFor(() => expect(sent.map((s) => s.url)).toContain('/api/admin/creation-policy'));
    expect(sent.find((s) => s.url === '/api/admin/creation-policy')?.body).toEqual({
      mode: 'allowlist',
      allowlist: ['example.org', 'ana@example.net'],
    });

    await act(async () => getByRole(app.container, 'button', 'Unblock').click());
    await waitFor(() => expect(sent.map((s) => s.url)).toContain('/api/admin/blocks'));
    expect(sent.find((s) => s.url === '/api/admin/blocks')?.body).toEqual({
      email: 'spam@example.org',
      blocked: false,
    });
  });

  it('tells anyone else that only the operators may open it', async () => {
    serve(false);
    const app = await renderApp('/admin');
    await waitFor(() => getByText(app.container, 'Only the operators of this server can open this page.'));
  });
});
