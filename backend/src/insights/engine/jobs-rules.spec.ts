import { buildInsights } from './insights-engine';
import { insightsInput } from './insights-builders.test-support';
import { itemsOf } from './insights-engine.test-support';

describe('jobs insight', () => {
  it('names the jobs that still need people, most needed first, and nothing once all are covered', () => {
    const input = insightsInput([], []);
    expect(itemsOf('jobs_uncovered', input)).toEqual([]);
    input.jobs = [
      { title: 'Bring ice', missing: 1 },
      { title: 'Wash up', missing: 3 },
      { title: 'Set up the tables', missing: 0 },
    ];
    expect(itemsOf('jobs_uncovered', input)).toEqual([
      { severity: 'medium', message: 'Jobs still need 4 more people: Wash up (3) and Bring ice (1).' },
    ]);
    expect(buildInsights(input, 'de').items.find((i) => i.kind === 'jobs_uncovered')?.message).toBe(
      'Bei den Aufgaben fehlen noch 4 Personen: Wash up (3) und Bring ice (1).',
    );
    input.jobs = [{ title: 'Bring ice', missing: 0 }];
    expect(itemsOf('jobs_uncovered', input)).toEqual([]);
  });
});
