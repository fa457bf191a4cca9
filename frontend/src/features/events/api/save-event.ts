import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { EventDetail, EventInput } from '@contracts/event.contract';
import { apiJson } from '@/lib/api-client';
import { reportRestoredChangeFailure } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';
import { t } from '@/lib/i18n';

export const createEventMutationKey = ['event', 'create'] as const;
export const updateEventMutationKey = ['event', 'update'] as const;

/** Plain JSON: kept with the cache until the server answers, and resent after a reload with the same key. */
export interface CreateEventVariables {
  input: EventInput;
  idempotencyKey: string;
}

export interface UpdateEventVariables extends CreateEventVariables {
  eventId: string;
}

export async function createEvent({ input, idempotencyKey }: CreateEventVariables): Promise<EventDetail | undefined> {
  return apiJson<EventDetail>('POST', '/api/events', input, { idempotencyKey });
}

export async function updateEvent({
  eventId,
  input,
  idempotencyKey,
}: UpdateEventVariables): Promise<EventDetail | undefined> {
  return apiJson<EventDetail>('PUT', `/api/events/${encodeURIComponent(eventId)}`, input, { idempotencyKey });
}

function storeSaved(queryClient: QueryClient, event: EventDetail | undefined) {
  if (!event) return;
  queryClient.setQueryData(queryKeys.events.detail(event.id), event);
  // After event changes the list is refreshed (exact: the detail was just stored).
  void queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.rsvpedEvents() });
}

/**
 * Registered at start-up: an event saved just before the page went away (or the signal) is resent after a reload
 * with its key, so the server creates it once.
 */
export function registerSaveEventDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<EventDetail | undefined, Error, CreateEventVariables>(createEventMutationKey, {
    mutationFn: createEvent,
    onSuccess: (event) => storeSaved(queryClient, event),
    // The form shows its own refusal; a save resumed after a reload has no form any more.
    onError: reportRestoredChangeFailure((vars) => ({
      mutationKey: createEventMutationKey,
      label: t('event.changeLabel', { name: vars.input.name }),
      fallback: t('event.form.createFailed'),
      shown: { title: t('common.error'), description: t('event.form.createFailed') },
    })),
  });
  queryClient.setMutationDefaults<EventDetail | undefined, Error, UpdateEventVariables>(updateEventMutationKey, {
    mutationFn: updateEvent,
    onSuccess: (event) => storeSaved(queryClient, event),
    onError: reportRestoredChangeFailure((vars) => ({
      mutationKey: updateEventMutationKey,
      eventId: vars.eventId,
      label: t('event.changeLabel', { name: vars.input.name }),
      fallback: t('event.form.updateFailed'),
      shown: { title: t('common.error'), description: t('event.form.updateFailed') },
    })),
  });
}

export function useCreateEvent() {
  return useMutation<EventDetail | undefined, Error, CreateEventVariables>({ mutationKey: createEventMutationKey });
}

export function useUpdateEvent() {
  return useMutation<EventDetail | undefined, Error, UpdateEventVariables>({ mutationKey: updateEventMutationKey });
}
