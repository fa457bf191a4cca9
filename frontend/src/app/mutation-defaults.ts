import type { QueryClient } from '@tanstack/react-query';
import { registerCommentDefaults } from '@/features/conversation/api/comment-defaults';
import { registerDatePollDefaults } from '@/features/date-poll/api/date-poll';
import { registerDishDefaults } from '@/features/dishes/api/register-dish-defaults';
import { registerDeleteEventDefaults } from '@/features/events/api/delete-event';
import { registerSaveEventDefaults } from '@/features/events/api/save-event';
import { registerKitchenDefaults } from '@/features/kitchen/api/register-kitchen-defaults';
import { registerAfterPartyDefaults } from '@/features/after-party/api/register-after-party-defaults';
import { registerUpdateProfileDefaults } from '@/features/profile/api/update-profile';
import { registerPhotoDefaults } from '@/features/photos/photo-queue';
import { registerGuestRsvpDefaults } from '@/features/rsvps/api/guest-rsvp';
import { registerRsvpMutationDefaults } from '@/features/rsvps/api/submit-rsvp';

/**
 * Every change that can be queued offline registers its mutationFn/onMutate/onError/onSettled here, once, before
 * the persisted cache is restored: a change restored after a reload has only its key and variables, and resumes
 * with these defaults. Add a feature's `register...Defaults` to the list; features never import each other.
 */
const registrations: ReadonlyArray<(queryClient: QueryClient) => void> = [
  registerRsvpMutationDefaults,
  registerGuestRsvpDefaults,
  registerDishDefaults,
  registerSaveEventDefaults,
  registerDeleteEventDefaults,
  registerUpdateProfileDefaults,
  registerCommentDefaults,
  registerDatePollDefaults,
  registerPhotoDefaults,
  registerKitchenDefaults,
  registerAfterPartyDefaults,
];

export function registerMutationDefaults(queryClient: QueryClient): void {
  for (const register of registrations) register(queryClient);
}
