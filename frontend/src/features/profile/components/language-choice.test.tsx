import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { renderWithQueryClient, waitFor } from '@/test/render';
import { LanguageChoice } from './language-choice';

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => applyLocale('en'));
});

describe('LanguageChoice', () => {
  it('reads the new language’s insights again once the account has the language (the server follows the account)', async () => {
    const puts: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') puts.push(JSON.parse(init.body as string));
      return new Response('{}', { status: 200 });
    });
    const client = createQueryClient();
    // Fetched at the switch, before the account had Spanish: English words under the Spanish key.
    client.setQueryData(queryKeys.events.insightsIn('e1', 'es'), { suggestions: ['1 dish'], items: [] });
    client.setQueryData(queryKeys.events.insightsIn('e1', 'fr'), { suggestions: ['1 plat'], items: [] });
    const { container, unmount } = await renderWithQueryClient(<LanguageChoice />, client);
    const select = container.querySelector('select')!;
    await act(async () => {
      select.value = 'es';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(puts).toEqual([{ locale: 'es' }]));
    await waitFor(() =>
      expect(client.getQueryState(queryKeys.events.insightsIn('e1', 'es'))?.isInvalidated).toBe(true),
    );
    expect(client.getQueryState(queryKeys.events.insightsIn('e1', 'fr'))?.isInvalidated).toBe(false);
    unmount();
  });
});
