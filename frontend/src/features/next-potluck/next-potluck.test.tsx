import { describe, expect, it } from 'vitest';
import { isPartyOver } from './party-over';

describe('after the party', () => {
  it('begins three hours after the start', () => {
    const start = '2026-12-04T18:00:00.000Z';
    expect(isPartyOver(start, new Date('2026-12-04T20:59:00.000Z'))).toBe(false);
    expect(isPartyOver(start, new Date('2026-12-04T21:00:00.000Z'))).toBe(true);
  });
});
