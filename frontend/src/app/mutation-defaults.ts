import type { QueryClient } from '@tanstack/react-query';
import { registerCommentDefaults } from '@/features/conversation/api/comment-defaults';
import { registerCheckInDefaults } from '@/features/check-in/api/register-check-in-defaults';
import { registerCostsDefaults } from '@/features/costs/api/register-costs-defaults';
import { registerDatePollDefaults } from '@/features/date-poll/api/date-poll';
import { registerDishDefaults } from '@/features/dishes/api/register-dish-defaults';
import { registerDeleteEventDefaults } from '@/features/events/api/delete-event';
import { registerSaveEventDefaults } from '@/features/events/api/save-event';
import { registerKitchenDefaults } from '@/features/kitchen/api/register-kitchen-defaults';
import { registerJobsDefaults } from '@/features/jobs/api/register-jobs-defaults';
import { registerAfterPartyDefaults } from '@/features/after-party/api/register-after-party-defaults';
import { registerUpdateProfileDefaults } from '@/features/profile/api/update-profile';
import { registerPhotoDefaults } from '@/features/photos/photo-queue';
import { registerGuestRsvpDefaults } from '@/features/rsvps/api/guest-rsvp';
import { registerRsvpMutationDefaults } from '@/features/rsvps/api/submit-rsvp';

/**
 * Every change that can be queued offline registers its mutationFn/onMutate/onError/onSettled here, once, before
 * the persisted cache is restored: a change restored after a reload has only its key and variables, and resumes
 * with these defaults. Add a feature's `register...Defaults` to the list; features never import each other, so what
 * one needs from another is given to it here.
 */
const registrations: ReadonlyArray<(queryClient: QueryClient) => void> = [
  registerRsvpMutationDefaults,
  (queryClient) =>
    registerGuestRsvpDefaults(queryClient, {
      // Its own chunk, not part of a guest's first visit: the join page fetches it while the answer is on its way.
      loadEventView: (eventId) =>
        import('@/features/events/api/get-event').then((m) => queryClient.prefetchQuery(m.eventQueryOptions(eventId))),
    }),
  registerDishDefaults,
  registerSaveEventDefaults,
  registerDeleteEventDefaults,
  registerUpdateProfileDefaults,
  registerCommentDefaults,
  registerDatePollDefaults,
  registerPhotoDefaults,
  registerKitchenDefaults,
  registerJobsDefaults,
  registerAfterPartyDefaults,
  registerCostsDefaults,
  registerCheckInDefaults,
];

export function registerMutationDefaults(queryClient: QueryClient): void {
  for (const register of registrations) register(queryClient);
}
