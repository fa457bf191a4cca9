import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EventDetail, EventInput } from '@contracts/event.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function createEvent(input: EventInput): Promise<EventDetail | undefined> {
  return apiJson<EventDetail>('POST', '/api/events', input);
}

export async function updateEvent({
  eventId,
  input,
}: {
  eventId: string;
  input: EventInput;
}): Promise<EventDetail | undefined> {
  return apiJson<EventDetail>('PUT', `/api/events/${encodeURIComponent(eventId)}`, input);
}

function storeSaved(queryClient: QueryClient, event: EventDetail | undefined) {
  if (!event) return;
  queryClient.setQueryData(queryKeys.events.detail(event.id), event);
  // After event changes the list is refreshed (exact: the detail was just stored).
  void queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.rsvpedEvents() });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: (event) => storeSaved(queryClient, event) });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: (event) => storeSaved(queryClient, event) });
}
