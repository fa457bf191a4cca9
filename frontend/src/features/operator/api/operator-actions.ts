import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountBlockData, CreationPolicyData } from '@contracts/operator.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { NOW_OR_NEVER } from '@/lib/mutation-options';
import { queryKeys } from '@/lib/query-keys';

/** One operator action: hide or show an event, delete it, block or unblock an account, set who may create events. */
export type OperatorAction =
  | { kind: 'hidden'; eventId: string; hidden: boolean }
  | { kind: 'delete'; eventId: string }
  | { kind: 'block'; body: AccountBlockData }
  | { kind: 'policy'; body: CreationPolicyData };

function send(action: OperatorAction, idempotencyKey: string): Promise<unknown> {
  const id = (eventId: string) => encodeURIComponent(eventId);
  switch (action.kind) {
    case 'hidden':
      return apiJson(
        'PUT',
        `/api/admin/events/${id(action.eventId)}/hidden`,
        { hidden: action.hidden },
        { idempotencyKey },
      );
    case 'delete':
      return apiJson('DELETE', `/api/admin/events/${id(action.eventId)}`, undefined, { idempotencyKey });
    case 'block':
      return apiJson('PUT', '/api/admin/blocks', action.body, { idempotencyKey });
    case 'policy':
      return apiJson('PUT', '/api/admin/creation-policy', action.body, { idempotencyKey });
  }
}

/** The console's changes: made online or not at all (an operator acts on what they see now), then read again. */
export function useOperatorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['operator', 'action'],
    ...NOW_OR_NEVER,
    mutationFn: (action: OperatorAction) => send(action, newChangeKey()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.operatorConsole() }),
  });
}
