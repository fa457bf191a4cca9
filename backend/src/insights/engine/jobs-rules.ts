import { listWithMore, say } from './insight-say';
import type { Rule } from './insights-context';

/**
 * Jobs besides food that still need people (set up, ice, washing up): one item naming them, most needed first, so
 * the planner sees them beside the food. Nothing once every job has its people, or after the party.
 */
export const jobsRule: Rule = ({ input }) => {
  const open = (input.jobs ?? []).filter((j) => j.missing > 0);
  if (open.length === 0) return [];
  const people = open.reduce((n, j) => n + j.missing, 0);
  const named = [...open]
    .sort((a, b) => b.missing - a.missing)
    .map((j) => say('insights.say.jobMissing', { job: j.title.trim(), count: j.missing }));
  return [
    {
      kind: 'jobs_uncovered',
      severity: 'medium',
      say: say('insights.say.jobsUncovered', { count: people, jobs: listWithMore(named) }),
    },
  ];
};
