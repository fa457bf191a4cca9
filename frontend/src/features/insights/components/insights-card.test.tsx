import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventInsights } from '@contracts/insights.contract';
import { answerEveryFetchWith } from '@/test/api';
import { LocaleBoundary } from '@/app/locale-boundary';
import { applyLocale } from '@/lib/i18n';
import { accessibleText, getByRole, renderWithQueryClient, waitFor } from '@/test/render';
import { InsightsCard } from './insights-card';

const EVENT_ID = '7d7c1b2e-3a4f-4b5c-8d9e-0f1a2b3c4d5e';

const INSIGHTS: EventInsights = {
  suggestions: [
    '2 guests have a nut allergy, and 1 dish contains nuts: Satay (Mo). Please label it clearly and serve it away from the other food.',
    'Desserts are the biggest gap: 0 of 1 signed up for 10 people.',
    'Two people are bringing Lasagna (Ann and Bo). Maybe one could bring a dessert instead.',
  ],
  items: [
    {
      kind: 'allergen_warning',
      severity: 'high',
      message:
        '2 guests have a nut allergy, and 1 dish contains nuts: Satay (Mo). Please label it clearly and serve it away from the other food.',
    },
    {
      kind: 'category_balance',
      severity: 'medium',
      category: 'dessert',
      message: 'Desserts are the biggest gap: 0 of 1 signed up for 10 people.',
    },
    {
      kind: 'duplicate_dish',
      severity: 'low',
      category: 'main_dish',
      message: 'Two people are bringing Lasagna (Ann and Bo). Maybe one could bring a dessert instead.',
    },
  ],
};

afterEach(async () => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  await act(() => applyLocale('en'));
});

describe('InsightsCard', () => {
  it('shows the first 2 insights with their severity in words, and all of them in a sheet', async () => {
    const fetch = answerEveryFetchWith(INSIGHTS);
    const { container, unmount } = await renderWithQueryClient(<InsightsCard eventId={EVENT_ID} />);
    await waitFor(() => expect(container.querySelectorAll('.insight')).toHaveLength(2));
    expect(fetch).toHaveBeenCalledWith(`/api/events/${EVENT_ID}/insights`, expect.objectContaining({ method: 'GET' }));
    const shown = [...container.querySelectorAll('.insight')].map(accessibleText);
    expect(shown[0]).toBe(`Important: ${INSIGHTS.suggestions[0]}`);
    expect(shown[1]).toBe(`Worth a look: ${INSIGHTS.suggestions[1]}`);

    await act(async () => getByRole(container, 'button', 'See all 3 insights').click());
    const dialog = container.querySelector('dialog')!;
    expect([...dialog.querySelectorAll('.insight')].map(accessibleText)).toEqual([
      `Important: ${INSIGHTS.suggestions[0]}`,
      `Worth a look: ${INSIGHTS.suggestions[1]}`,
      `Tip: ${INSIGHTS.suggestions[2]}`,
    ]);
    unmount();
  });

  it('waits for the event before asking', async () => {
    const fetch = answerEveryFetchWith(INSIGHTS);
    const { unmount } = await renderWithQueryClient(<InsightsCard eventId={EVENT_ID} enabled={false} />);
    expect(fetch).not.toHaveBeenCalled();
    unmount();
  });

  it('shows no insights in the old language after a change of language: it asks for the new language', async () => {
    const spanish = 'Faltan postres: 0 de 1 para 10 personas.';
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      if ((url as string).endsWith('/api/auth/user')) return new Response('null', { status: 200 });
      const locale = document.documentElement.dataset.locale;
      const items = [{ ...INSIGHTS.items[1]!, message: locale === 'es' ? spanish : INSIGHTS.items[1]!.message }];
      return new Response(JSON.stringify({ suggestions: items.map((i) => i.message), items }), { status: 200 });
    });
    const { container, unmount } = await renderWithQueryClient(
      <LocaleBoundary>
        <InsightsCard eventId={EVENT_ID} />
      </LocaleBoundary>,
    );
    await waitFor(() => expect(container.querySelector('.insight')?.textContent).toContain('Desserts'));

    await act(() => applyLocale('es'));
    await waitFor(() => expect(container.querySelector('.insight')?.textContent).toContain(spanish));
    const insightReads = fetch.mock.calls.filter(([url]) => (url as string).endsWith('/insights'));
    expect(insightReads).toHaveLength(2);
    unmount();
  });
});
