import { useQuery } from '@tanstack/react-query';
import type { EventPhotos } from '@contracts/photo.contract';
import { apiJson } from '@/lib/api-client';

export const eventPhotosKey = (eventId: string) => ['/api/events', eventId, 'photos'] as const;

/** The event's cover, dish photos and switches (readers of the event). */
export function useEventPhotos(eventId: string | undefined) {
  return useQuery<EventPhotos>({
    queryKey: eventPhotosKey(eventId ?? ''),
    queryFn: () =>
      apiJson<EventPhotos>('GET', `/api/events/${encodeURIComponent(eventId!)}/photos`) as Promise<EventPhotos>,
    enabled: !!eventId,
    staleTime: 30_000,
  });
}
