import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DishSuggestion, EventInsights } from '@contracts/insights.contract';
import { createQueryClient } from '@/lib/query-client';
import { buildDishSuggestion } from '@/test/data';
import { accessibleText, getByRole, render, waitFor } from '@/test/render';
import { DishSuggestionsCard } from './dish-suggestions-card';
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

const SUGGESTIONS: DishSuggestion[] = [
  buildDishSuggestion({ name: 'Gulab jamun', description: 'Milk dumplings soaked in rose syrup.' }),
  buildDishSuggestion({ name: 'Brownies', description: 'Fudgy chocolate squares.' }),
  buildDishSuggestion({ name: 'Fruit salad', description: 'Seasonal fruit with mint.' }),
];

function mockFetch(body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status: 200 }));
}

async function renderWithQuery(ui: React.ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('InsightsCard', () => {
  it('shows the first 2 insights with their severity in words, and all of them in a sheet', async () => {
    const fetch = mockFetch(INSIGHTS);
    const { container, unmount } = await renderWithQuery(<InsightsCard eventId={EVENT_ID} />);
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
    const fetch = mockFetch(INSIGHTS);
    const { unmount } = await renderWithQuery(<InsightsCard eventId={EVENT_ID} enabled={false} />);
    expect(fetch).not.toHaveBeenCalled();
    unmount();
  });
});

describe('DishSuggestionsCard', () => {
  it('shows the first 2 suggestions with name and description and hands the tapped one over', async () => {
    mockFetch(SUGGESTIONS);
    const onPick = vi.fn();
    const { container, unmount } = await renderWithQuery(<DishSuggestionsCard eventId={EVENT_ID} onPick={onPick} />);
    await waitFor(() => expect(container.querySelectorAll('.dish-suggestion')).toHaveLength(2));
    expect([...container.querySelectorAll('.dish-suggestion')].map(accessibleText)).toEqual([
      'Gulab jamun Milk dumplings soaked in rose syrup.',
      'Brownies Fudgy chocolate squares.',
    ]);
    await act(async () => getByRole(container, 'button', /^Brownies/).click());
    expect(onPick).toHaveBeenCalledWith(SUGGESTIONS[1]);
    unmount();
  });

  it('is not shown when there are no suggestions', async () => {
    mockFetch([]);
    const { container, unmount } = await renderWithQuery(<DishSuggestionsCard eventId={EVENT_ID} onPick={() => {}} />);
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(container.textContent).toBe('');
    unmount();
  });
});
