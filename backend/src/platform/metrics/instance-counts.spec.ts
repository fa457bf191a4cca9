import type { DataSource } from 'typeorm';
import { InstanceCounts } from './instance-counts';
import type { MetricsService } from './metrics.service';

const counter = (values: { value: number; outcome?: string }[]) => ({
  get: async () => ({ values: values.map(({ value, outcome }) => ({ value, labels: { outcome } })) }),
});

function aProcess(failWrites = false) {
  const mails = [
    { value: 3, outcome: 'sent' },
    { value: 4, outcome: 'failed' },
  ];
  const metrics = {
    mails: counter(mails),
    pushes: counter([]),
    texts: counter([]),
    limitsHit: counter([{ value: 2 }]),
  };
  const writes: { names: string[]; deltas: number[] }[] = [];
  const db = {
    query: jest.fn(async (sql: string, params: [string[], number[]]) => {
      if (!sql.startsWith('INSERT INTO "instance_counts"')) return [];
      if (failWrites) throw new Error('the database is away');
      writes.push({ names: params[0], deltas: params[1] });
      return [];
    }),
  };
  const counts = new InstanceCounts(db as unknown as DataSource, metrics as unknown as MetricsService);
  return { counts, mails, writes, db };
}

describe('the instance counts (a process adding what it counted to the instance totals)', () => {
  it('adds only what was counted since its last flush, sent mails only, every limit hit', async () => {
    const p = aProcess();
    await p.counts.flush();
    await p.counts.flush();
    expect(p.writes).toEqual([{ names: ['mailsSent', 'limitsHit'], deltas: [3, 2] }]);
    p.mails[0].value = 5;
    await p.counts.flush();
    expect(p.writes[1]).toEqual({ names: ['mailsSent'], deltas: [2] });
  });

  it('keeps what a failed flush would have added for the next one, and counts it once', async () => {
    const p = aProcess(true);
    await expect(p.counts.flush()).rejects.toThrow('the database is away');
    const { counts } = await p.counts.totals();
    expect(counts).toEqual({ mailsSent: 3, pushesSent: 0, textsSent: 0, limitsHit: 2 });
  });
});
