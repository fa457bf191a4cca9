import { describe, expect, it } from 'vitest';
import { splitEvents } from './split-events';

describe('splitEvents', () => {
  const now = new Date('2024-06-03T12:00:00.000Z');
  const e = (id: string, date: string) => ({ id, date });

  it('splits on now: upcoming soonest first, past most recent first', () => {
    const { upcoming, past } = splitEvents(
      [
        e('p-old', '2024-01-01T00:00:00.000Z'),
        e('u-later', '2024-07-01T00:00:00.000Z'),
        e('now', '2024-06-03T12:00:00.000Z'),
        e('p-recent', '2024-06-01T00:00:00.000Z'),
      ],
      now,
    );
    expect(upcoming.map((x) => x.id)).toEqual(['now', 'u-later']);
    expect(past.map((x) => x.id)).toEqual(['p-recent', 'p-old']);
  });
});
