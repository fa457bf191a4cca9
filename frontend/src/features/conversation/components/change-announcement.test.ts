import { describe, expect, it } from 'vitest';
import { changeText } from './change-announcement';

describe('announcing a change of date, time or place', () => {
  it('writes the old and new values of what changed, in the event time zone', () => {
    const text = changeText({
      name: 'Harvest Supper',
      timeZone: 'Asia/Kolkata',
      before: { date: '2026-12-01T13:00:00.000Z', location: 'Community Hall' },
      after: { date: '2026-12-01T14:30:00.000Z', location: 'The Park' },
    });
    const [intro, when, where] = text.split('\n');
    expect(intro).toBe('Change of plans for Harvest Supper:');
    expect(when).toMatch(/^When: .*6:30.*PM → .*8:00.*PM$/);
    expect(where).toBe('Where: Community Hall → The Park');
  });

  it('leaves out what did not change', () => {
    const text = changeText({
      name: 'Picnic',
      timeZone: 'UTC',
      before: { date: '2026-12-01T13:00:00.000Z', location: null },
      after: { date: '2026-12-01T13:00:00.000Z', location: 'Lake shore' },
    });
    expect(text).toBe('Change of plans for Picnic:\nWhere: (no place) → Lake shore');
  });
});
