import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DishSuggestion } from '@contracts/insights.contract';
import { dishFlagsOf } from '@contracts/dish.rules';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getDishSuggestions(eventId: string): Promise<DishSuggestion[]> {
  return (await apiJson<DishSuggestion[]>('GET', `/api/events/${encodeURIComponent(eventId)}/dish-suggestions`)) ?? [];
}

// Nested under the event's key like the insights, so dish changes anywhere refresh the suggestions.
export const dishSuggestionsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.dishSuggestions(eventId),
    queryFn: () => getDishSuggestions(eventId),
  });

export function useDishSuggestions(eventId: string) {
  return useQuery(dishSuggestionsQueryOptions(eventId));
}

/** The add form's prefilled values for a suggestion: its name, category and dietary flags (the user can change any). */
export function dishSuggestionPrefill(s: DishSuggestion) {
  return {
    name: s.name,
    category: s.category,
    ...dishFlagsOf(s),
  };
}
