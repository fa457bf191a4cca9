import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventInsights } from '@contracts/insights.contract';
import { answerEveryFetchWith } from '@/test/api';
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

afterEach(() => {
  document.body.innerHTML = '';
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
});
