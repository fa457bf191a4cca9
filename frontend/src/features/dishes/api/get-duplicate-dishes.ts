import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DuplicateDish } from '@contracts/planning.rules';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getDuplicateDishes(
  eventId: string,
  name: string,
  exceptDishId?: string,
): Promise<DuplicateDish[]> {
  const q = new URLSearchParams({ name });
  if (exceptDishId) q.set('exceptDishId', exceptDishId);
  const url = `/api/events/${encodeURIComponent(eventId)}/dishes/duplicates?${q.toString()}`;
  return (await apiJson<DuplicateDish[]>('GET', url)) ?? [];
}

// Asked once the typing pauses, so a name is matched once rather than per keystroke.
const TYPING_PAUSE_MS = 300;

/** Dishes already signed up that match the name loosely (the server's matcher); empty while offline or blank. */
export function useDuplicateDishes(eventId: string, name: string, exceptDishId?: string) {
  const [settled, setSettled] = useState(name.trim());
  useEffect(() => {
    const t = setTimeout(() => setSettled(name.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(t);
  }, [name]);
  return useQuery({
    queryKey: [...queryKeys.events.dishes(eventId), 'duplicates', settled, exceptDishId ?? ''],
    queryFn: () => getDuplicateDishes(eventId, settled, exceptDishId),
    enabled: settled.length >= 2,
    placeholderData: keepPreviousData,
    // A warning, not data to keep: never persisted across sessions.
    gcTime: 60_000,
    meta: { persist: false },
  });
}
