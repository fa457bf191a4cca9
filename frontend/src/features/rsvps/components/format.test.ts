import { describe, expect, it } from 'vitest';
import { longDateTime } from './format';

describe('longDateTime', () => {
  it('writes the spec example in the local time zone', () => {
    expect(longDateTime(new Date(2024, 5, 3, 18, 30).toISOString())).toBe('Monday, June 3, 2024 at 6:30 PM');
  });
  it('writes morning times with AM and no leading zero', () => {
    expect(longDateTime(new Date(2025, 0, 1, 9, 5).toISOString())).toBe('Wednesday, January 1, 2025 at 9:05 AM');
  });
});
