import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DishSuggestion } from '@contracts/insights.contract';
import { answerEveryFetchWith } from '@/test/api';
import { buildDishSuggestion } from '@/test/data';
import { accessibleText, getByRole, renderWithQueryClient, waitFor } from '@/test/render';
import { DishSuggestionsCard } from './dish-suggestions-card';

const EVENT_ID = '7d7c1b2e-3a4f-4b5c-8d9e-0f1a2b3c4d5e';

const SUGGESTIONS: DishSuggestion[] = [
  buildDishSuggestion({ name: 'Gulab jamun', description: 'Milk dumplings soaked in rose syrup.' }),
  buildDishSuggestion({ name: 'Brownies', description: 'Fudgy chocolate squares.' }),
  buildDishSuggestion({ name: 'Fruit salad', description: 'Seasonal fruit with mint.' }),
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DishSuggestionsCard', () => {
  it('shows the first 2 suggestions with name and description and hands the tapped one over', async () => {
    answerEveryFetchWith(SUGGESTIONS);
    const onPick = vi.fn();
    const { container, unmount } = await renderWithQueryClient(
      <DishSuggestionsCard eventId={EVENT_ID} onPick={onPick} />,
    );
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
    answerEveryFetchWith([]);
    const { container, unmount } = await renderWithQueryClient(
      <DishSuggestionsCard eventId={EVENT_ID} onPick={() => {}} />,
    );
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(container.textContent).toBe('');
    unmount();
  });
});
