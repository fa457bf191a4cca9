import type { QueryClient } from '@tanstack/react-query';
import type { JobView } from '@contracts/jobs.rules';
import { serverMessage } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';
import { jobsKey, takeJobMutationKey, type TakeJobVariables } from './job-keys';

/**
 * Taking or leaving a job is a guest's change: it waits in the offline queue, under its Idempotency-Key, and is
 * resumed with these defaults after a reload, so a sign-up made without signal lands exactly once. The job shows
 * taken at once; a refusal (the job filled up meanwhile) puts it back and says why.
 */
export function registerJobsDefaults(queryClient: QueryClient): void {
  const load = () => import('./jobs-api');
  queryClient.setMutationDefaults(takeJobMutationKey, {
    mutationFn: async (vars: TakeJobVariables) => (await load()).sendTakeJob(vars),
    onMutate: async (vars: TakeJobVariables) => {
      await queryClient.cancelQueries({ queryKey: jobsKey(vars.eventId) });
      const before = queryClient.getQueryData<JobView[]>(jobsKey(vars.eventId));
      queryClient.setQueryData<JobView[]>(jobsKey(vars.eventId), (jobs) =>
        jobs?.map((j) => (j.id === vars.jobId ? withMine(j, vars.take) : j)),
      );
      return { before };
    },
    onSuccess: (answer: unknown, vars: TakeJobVariables) => {
      const job = answer as JobView | undefined;
      if (job)
        queryClient.setQueryData<JobView[]>(jobsKey(vars.eventId), (jobs) =>
          jobs?.map((j) => (j.id === job.id ? job : j)),
        );
      toast({
        title: vars.take ? t('jobs.toast.taken', { job: vars.jobTitle }) : t('jobs.toast.left', { job: vars.jobTitle }),
      });
    },
    onError: (error: unknown, vars: TakeJobVariables, context: unknown) => {
      const before = (context as { before?: JobView[] } | undefined)?.before;
      if (before) queryClient.setQueryData(jobsKey(vars.eventId), before);
      reportFailedChange(
        {
          mutationKey: takeJobMutationKey,
          variables: { ...vars },
          eventId: vars.eventId,
          label: t('jobs.toast.changeLabel', { job: vars.jobTitle }),
          error,
          fallback: t('jobs.toast.failedText'),
        },
        {
          title: t('jobs.toast.failed'),
          description: serverMessage(error) ?? t('jobs.toast.failedText'),
        },
      );
    },
    onSettled: (_j: unknown, _e: unknown, vars: TakeJobVariables) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(vars.eventId) }),
  });
}

/** The job as the reader sees it once they took it (a place held by "you") or left it. */
function withMine(job: JobView, take: boolean): JobView {
  if (job.mine === take) return job;
  const you = { id: job.id, firstName: null, lastName: null, nickname: null };
  return take
    ? { ...job, mine: true, helpers: [...job.helpers, you] }
    : { ...job, mine: false, helpers: job.helpers.slice(0, -1) };
}
