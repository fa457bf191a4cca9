import type { MutationKey, QueryClient } from '@tanstack/react-query';
import type { DishInput, DishView } from '@contracts/dish.contract';
import type { EventDetail } from '@contracts/event.contract';
import type { User } from '@contracts/user.rules';
import { dishFlagsOf } from '@contracts/dish.rules';
import { isSessionLost, serverMessage } from '@/lib/api-client';
import { keepFailedChange, reportFailedChange } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';
import { t } from '@/lib/i18n';

// Optimistic updates shared by the three dish mutations: the dish list and the event detail (its
// dishes and totalDishCount) change at once, and go back to the snapshot if the server says no.

export interface DishCacheSnapshot {
  dishes: DishView[] | undefined;
  event: EventDetail | null | undefined;
}

export async function snapshotDishCaches(queryClient: QueryClient, eventId: string): Promise<DishCacheSnapshot> {
  // The event prefix covers its dishes too: no in-flight read may overwrite the optimistic state.
  await queryClient.cancelQueries({ queryKey: queryKeys.events.detail(eventId) });
  return {
    dishes: queryClient.getQueryData<DishView[]>(queryKeys.events.dishes(eventId)),
    event: queryClient.getQueryData<EventDetail | null>(queryKeys.events.detail(eventId)),
  };
}

export function restoreDishCaches(
  queryClient: QueryClient,
  eventId: string,
  snapshot: DishCacheSnapshot | undefined,
): void {
  if (!snapshot) return;
  queryClient.setQueryData(queryKeys.events.dishes(eventId), snapshot.dishes);
  queryClient.setQueryData(queryKeys.events.detail(eventId), snapshot.event);
}

export function patchDishCaches(
  queryClient: QueryClient,
  eventId: string,
  change: (dishes: DishView[]) => DishView[],
): void {
  queryClient.setQueryData<DishView[]>(queryKeys.events.dishes(eventId), (old) => (old ? change(old) : old));
  queryClient.setQueryData<EventDetail | null>(queryKeys.events.detail(eventId), (old) => {
    if (!old) return old;
    const dishes = change(old.dishes);
    return { ...old, dishes, totalDishCount: dishes.length };
  });
}

/** After any dish change the event, the event lists and the dish list are read again. */
export async function refreshAfterDishChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    // The '/api/events' prefix covers the list, every event detail and every dish list.
    queryClient.invalidateQueries({ queryKey: queryKeys.events.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.rsvpedEvents() }),
  ]);
}

/** Prefix of ids given to dishes that exist only on this device until the server accepts them. */
export const PENDING_DISH_PREFIX = 'pending-';

export function isPendingDish(dish: Pick<DishView, 'id'>): boolean {
  return dish.id.startsWith(PENDING_DISH_PREFIX);
}

/** The dish as the lists show it from form values, before (or instead of) the server's answer. */
export function dishFromInput(
  input: DishInput,
  base: Pick<DishView, 'id' | 'eventId' | 'contributorId' | 'createdAt' | 'contributor'>,
): DishView {
  const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  const now = new Date().toISOString();
  return {
    ...base,
    name: input.name.trim(),
    category: input.category ?? 'main_dish',
    description: text(input.description),
    servingSize: text(input.servingSize),
    imageUrl: text(input.imageUrl),
    recipeLink: text(input.recipeLink),
    ...dishFlagsOf(input),
    updatedAt: now,
    offeredAt: null,
  };
}

export function currentUserRef(queryClient: QueryClient): DishView['contributor'] & { id: string } {
  const user = queryClient.getQueryData<User | null>(queryKeys.currentUser());
  return {
    id: user?.id ?? '',
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    nickname: user?.nickname ?? null,
  };
}

/** Why a dish sent while signed out waits in "Couldn't sync". */
export const signedOutReason = () => t('dish.signedOutReason');

/**
 * What a refused add or edit of a dish does: the caches go back to the snapshot and the change is kept in "Couldn't
 * sync" with what was typed (a lost session is told once, by the route guards); `fallback` is the reason shown when
 * the server gives none.
 */
export const dishChangeRefused =
  <V extends { eventId: string; dish: DishInput; idempotencyKey: string }>(
    queryClient: QueryClient,
    mutationKey: MutationKey,
    fallback: () => string,
  ) =>
  (error: Error, vars: V, snapshot: DishCacheSnapshot | undefined): void => {
    restoreDishCaches(queryClient, vars.eventId, snapshot);
    const name = vars.dish.name.trim();
    const report = {
      mutationKey,
      variables: { ...vars },
      eventId: vars.eventId,
      label: t('dish.changeLabel', { name }),
      error,
      fallback: fallback(),
    };
    if (isSessionLost(error)) {
      // Signed out meanwhile: the route guards tell it ('Unauthorized', then sign-in again). What was typed stays in
      // "Couldn't sync", to send again once signed in as the same person.
      keepFailedChange({ ...report, error: null, fallback: signedOutReason() });
      return;
    }
    reportFailedChange(report, {
      title: t('common.error'),
      description: t('dish.refused', { name, reason: serverMessage(error) ?? fallback() }),
    });
  };
