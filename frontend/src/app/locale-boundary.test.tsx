import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeLocale, applyLocale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { buildUser } from '@/test/data';
import { renderWithQueryClient, waitFor } from '@/test/render';
import { LocaleBoundary } from './locale-boundary';

const forgetChoice = () => (document.cookie = 'potluck_locale=; path=/; max-age=0');

afterEach(async () => {
  vi.restoreAllMocks();
  forgetChoice();
  await act(() => applyLocale('en'));
});

async function renderSignedIn(locale: 'es') {
  const user = buildUser({ locale });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(user), { status: 200 }));
  const client = createQueryClient();
  client.setQueryData(queryKeys.currentUser(), user);
  return renderWithQueryClient(
    <LocaleBoundary>
      <p>page</p>
    </LocaleBoundary>,
    client,
  );
}

describe('LocaleBoundary: this browser’s choice, else the account’s language', () => {
  it('a browser that chose no language takes the account’s, without keeping it as this browser’s choice', async () => {
    const { unmount } = await renderSignedIn('es');
    await waitFor(() => expect(activeLocale()).toBe('es'));
    expect(document.cookie).not.toContain('potluck_locale=');
    unmount();
  });

  it('a language chosen in this browser (a language link’s cookie) stays, whatever the account says', async () => {
    // Spanish loaded once already, so applying it would take one turn of the loop.
    await act(() => applyLocale('es'));
    document.cookie = 'potluck_locale=ar; path=/';
    await act(() => applyLocale('ar'));
    const { unmount } = await renderSignedIn('es');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(activeLocale()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    unmount();
  });
});
