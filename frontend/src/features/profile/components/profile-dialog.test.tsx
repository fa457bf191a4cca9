import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contracts/user.rules';
import { hardNavigate } from '@/lib/navigation';
import { useToastStore } from '@/lib/toast-store';
import { buildUser } from '@/test/data';
import { profileDialogOpener } from '@/test/profile-dialog';
import { getByRole, getByText, query, waitFor } from '@/test/render';

vi.mock('@/lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

let user: User;
let profileResponse: () => Response;
let logoutResponse: () => Response;
const calls: Array<{ url: string; method: string; body?: string }> = [];

beforeEach(() => {
  user = buildUser({ id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
  calls.length = 0;
  useToastStore.getState().remove();
  vi.mocked(hardNavigate).mockReset();
  localStorage.setItem('potluck.queryCache', '{}');
  profileResponse = () => {
    const body = JSON.parse(calls.at(-1)!.body!) as { nickname: string | null };
    user = { ...user, nickname: body.nickname };
    return new Response(JSON.stringify(user), { status: 200 });
  };
  logoutResponse = () => new Response(null, { status: 204 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
      if (url === '/api/auth/user') return new Response(JSON.stringify(user), { status: 200 });
      if (url === '/api/profile') return profileResponse();
      if (url === '/api/auth/logout') return logoutResponse();
      if (url.endsWith('/api/account/export'))
        return new Response('{"message":"Busy","code":"BUSY"}', { status: 503, headers: { 'Retry-After': '7' } });
      return new Response('Not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});
const openProfile = profileDialogOpener();

async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const toastTitles = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.open)
    .map((t) => `${t.title} / ${t.description}`);

describe('profile dialog', () => {
  it('offers all of the person’s data as one download, and says when the server is too busy to pack it', async () => {
    const { dialog } = await openProfile();
    const link = getByRole(dialog, 'a', 'Download My Data') as HTMLAnchorElement;
    expect(new URL(link.href).pathname).toBe('/api/account/export');
    expect(link.hasAttribute('download')).toBe(true);
    await act(async () => link.click());
    await waitFor(() => getByText(dialog, 'Busy — try again in 7 s'));
    expect(calls.some((c) => c.url.endsWith('/api/account/export'))).toBe(true);
  });

  it('shows who is signed in and the display name field', async () => {
    const { dialog } = await openProfile();
    expect(getByText(dialog, 'Ada Lovelace')).toBeTruthy();
    expect(getByText(dialog, 'ada@example.com')).toBeTruthy();
    const input = query<HTMLInputElement>(dialog, 'input[name="nickname"]');
    expect(input.placeholder).toBe('How you want to appear in potluck s');
    expect(getByText(dialog, 'Display Name').tagName).toBe('LABEL');
  });

  it('saves the display name, closes, toasts, and the greeting follows', async () => {
    const { rendered, dialog } = await openProfile();
    await typeInto(query<HTMLInputElement>(dialog, 'input[name="nickname"]'), '  Countess  ');
    await act(async () => getByRole(dialog, 'button', 'Save Changes').click());
    await waitFor(() => expect(rendered.container.querySelector('dialog')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/profile');
    expect(JSON.parse(put.body!)).toEqual({ nickname: 'Countess' });
    expect(toastTitles()).toEqual(['Profile Updated / Your profile has been updated successfully.']);
    await waitFor(() => getByText(rendered.container, /^Hi, Countess!/));
  });

  it('keeps the dialog open and toasts the server message on failure', async () => {
    profileResponse = () =>
      new Response(
        JSON.stringify({
          message: 'Display name is not allowed',
          code: 'VALIDATION',
          fieldErrors: { nickname: ['Not allowed'] },
        }),
        {
          status: 400,
        },
      );
    const { rendered, dialog } = await openProfile();
    await typeInto(query<HTMLInputElement>(dialog, 'input[name="nickname"]'), 'Nope');
    await act(async () => getByRole(dialog, 'button', 'Save Changes').click());
    await waitFor(() => expect(toastTitles()).toEqual(['Update Failed / Display name is not allowed']));
    expect(rendered.container.querySelector('dialog')).not.toBeNull();
    expect(getByText(dialog, 'Not allowed')).toBeTruthy();
  });

  it('falls back to the generic failure text without a server message', { timeout: 15_000 }, async () => {
    profileResponse = () => new Response('oops', { status: 500 });
    const { dialog } = await openProfile();
    await act(async () => getByRole(dialog, 'button', 'Save Changes').click());
    // An unexpected server error is tried a few times (with backoff) before the form reports it.
    await waitFor(
      () => expect(toastTitles()).toEqual(['Update Failed / Failed to update profile. Please try again.']),
      8000,
    );
  });

  it('logs out: clears app storage and reloads at /', async () => {
    const { dialog } = await openProfile();
    await act(async () => getByRole(dialog, 'button', 'Logout').click());
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(calls.some((c) => c.url === '/api/auth/logout' && c.method === 'POST')).toBe(true);
    expect(localStorage.getItem('potluck.queryCache')).toBeNull();
  });

  it('toasts Logout Failed when logout fails', async () => {
    logoutResponse = () => new Response(JSON.stringify({ message: 'Try later', code: 'X' }), { status: 503 });
    const { dialog } = await openProfile();
    await act(async () => getByRole(dialog, 'button', 'Logout').click());
    await waitFor(() => expect(toastTitles()).toEqual(['Logout Failed / Try later']));
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});
