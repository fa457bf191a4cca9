// The jobs' rules shared by both sides (no zod): limits, and what is still uncovered.

export const JOB_TITLE_MAX = 120;
export const JOB_NEEDED_MAX = 50;
/** Jobs per event, so nobody floods an event's page. */
export const JOBS_PER_EVENT_MAX = 30;

/** A job with how many people it needs and how many took it. */
export interface JobCount {
  id: string;
  title: string;
  needed: number;
  helpers: readonly unknown[];
}

/** The jobs that still need people, each with how many more (oldest job first, as the page lists them). */
export function uncoveredJobs<J extends JobCount>(jobs: readonly J[]): (J & { missing: number })[] {
  return jobs.flatMap((job) => {
    const missing = Math.max(0, job.needed - job.helpers.length);
    return missing > 0 ? [{ ...job, missing }] : [];
  });
}

/** The hours before an event its nudge may go, and the choices the host's menu offers. */
export const NUDGE_HOURS_MAX = 336;
export const NUDGE_HOUR_CHOICES = [24, 48, 72, 168] as const;

// The answers of GET /api/events/{id}/jobs and /nudge (types only: this file stays zod-free).
export type { JobView, NudgeSetting } from './responses.contract';
