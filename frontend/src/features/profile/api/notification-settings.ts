import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailConfirmationResult } from '@contracts/mail.contract';
import type { NotificationSettings, NotificationSettingsInput } from '@contracts/notifications.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { NOW_OR_NEVER } from '@/lib/mutation-options';

/** GET /api/notification-settings: the e-mails the user gets, for every event. */
export async function getNotificationSettings(): Promise<NotificationSettings | null> {
  return (await apiJson<NotificationSettings>('GET', '/api/notification-settings')) ?? null;
}

export function useNotificationSettings() {
  return useQuery({ queryKey: queryKeys.notificationSettings(), queryFn: getNotificationSettings });
}

/** PUT /api/notification-settings; the switches show the new state at once and go back if the server refuses. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const key = queryKeys.notificationSettings();
  return useMutation({
    mutationKey: ['notification-settings', 'update'],
    // A settings switch is used online, with its failure shown in place.
    ...NOW_OR_NEVER,
    mutationFn: (input: NotificationSettingsInput) =>
      apiJson<NotificationSettings>('PUT', '/api/notification-settings', input, {
        idempotencyKey: newChangeKey(),
      }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationSettings>(key);
      if (before) queryClient.setQueryData<NotificationSettings>(key, { ...before, ...input });
      return { before };
    },
    onError: (_err, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(key, settings);
    },
  });
}

/** POST /api/email-confirmation: mails the guest a link to confirm their address (nothing else goes to it before). */
export function useRequestEmailConfirmation() {
  return useMutation({
    mutationKey: ['notification-settings', 'confirm-email'],
    ...NOW_OR_NEVER,
    mutationFn: () =>
      apiJson<EmailConfirmationResult>('POST', '/api/email-confirmation', undefined, {
        idempotencyKey: crypto.randomUUID(),
      }),
  });
}
