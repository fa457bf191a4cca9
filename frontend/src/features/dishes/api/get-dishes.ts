import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DishView } from '@contracts/dish.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/events/{id}/dishes: the event's dishes with their contributors, newest last. */
export async function getDishes(eventId: string): Promise<DishView[]> {
  return (await apiJson<DishView[]>('GET', `/api/events/${encodeURIComponent(eventId)}/dishes`)) ?? [];
}

export const dishesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.dishes(eventId),
    queryFn: () => getDishes(eventId),
    enabled: eventId !== '',
  });

export function useDishes(eventId: string) {
  return useQuery(dishesQueryOptions(eventId));
}
