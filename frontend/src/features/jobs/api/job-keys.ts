import { queryKeys } from '@/lib/query-keys';

// Under the event's key: any change to the event (a live message, a refetch) reads the jobs again with the rest.
export const jobsKey = (eventId: string) => [...queryKeys.events.detail(eventId), 'jobs'] as const;

export const takeJobMutationKey = ['job', 'take'] as const;

/** Take (true) or leave (false) a job; the title is for the toasts. */
export interface TakeJobVariables {
  eventId: string;
  jobId: string;
  jobTitle: string;
  take: boolean;
  idempotencyKey: string;
}
