import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { JobInput } from '@contracts/jobs.contract';
import type { JobView } from '@contracts/jobs.rules';
import { apiJson, newChangeKey, serverMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';
import { jobsKey, takeJobMutationKey, type TakeJobVariables } from './job-keys';

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/jobs`;

export const jobsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: jobsKey(eventId),
    queryFn: async () => (await apiJson<JobView[]>('GET', base(eventId))) ?? [],
  });

export function useJobs(eventId: string) {
  return useQuery(jobsQueryOptions(eventId));
}

/** Taking or leaving a job: a guest's change, queued offline and sent once (see register-jobs-defaults). */
export function useTakeJob(eventId: string) {
  return useMutation<JobView | undefined, Error, TakeJobVariables>({
    mutationKey: takeJobMutationKey,
    scope: { id: `event:${eventId}` },
  });
}

export const sendTakeJob = (vars: TakeJobVariables) =>
  apiJson<JobView>(
    vars.take ? 'PUT' : 'DELETE',
    `${base(vars.eventId)}/${encodeURIComponent(vars.jobId)}/helpers/me`,
    undefined,
    {
      idempotencyKey: vars.idempotencyKey,
    },
  );

/** The host's jobs: added, changed and deleted online (hosts set them up ahead), like the kitchen. */
export function useSaveJob(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { jobId: string | null; input: JobInput }) =>
      vars.jobId === null
        ? apiJson<JobView>('POST', base(eventId), vars.input, { idempotencyKey: newChangeKey() })
        : apiJson<JobView>('PUT', `${base(eventId)}/${encodeURIComponent(vars.jobId)}`, vars.input, {
            idempotencyKey: newChangeKey(),
          }),
    ...hostChange(queryClient, eventId, 'jobs.saved'),
  });
}

export function useDeleteJob(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiJson<void>('DELETE', `${base(eventId)}/${encodeURIComponent(jobId)}`, undefined, {
        idempotencyKey: newChangeKey(),
      }),
    ...hostChange(queryClient, eventId, 'jobs.deleted'),
  });
}

/** A host's change of the jobs: told when done or refused, and the event read again either way. */
function hostChange(queryClient: QueryClient, eventId: string, done: 'jobs.saved' | 'jobs.deleted') {
  return {
    onSuccess: () => toast({ title: t(done) }),
    onError: (error: Error) =>
      toast({ title: t('jobs.saveFailed'), description: serverMessage(error) ?? undefined, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) }),
  };
}
