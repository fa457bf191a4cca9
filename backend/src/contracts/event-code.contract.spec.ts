import { eventCodeSchema } from './event-code.contract';
import { extractEventCode } from './event-code.rules';

describe("the Join screen's code: extractEventCode and eventCodeSchema", () => {
  it('trims a bare code', () => {
    expect(extractEventCode('  3f2a9c  ')).toBe('3f2a9c');
  });
  it('takes the part after /join/ of a full link', () => {
    expect(extractEventCode('https://potluck.example/join/abc-123')).toBe('abc-123');
    expect(extractEventCode('https://potluck.example/join/abc-123?utm=x#top')).toBe('abc-123');
    expect(extractEventCode('/join/abc-123/')).toBe('abc-123');
  });
  it('otherwise takes the last path segment when there is a slash', () => {
    expect(extractEventCode('https://potluck.example/events/abc-123')).toBe('abc-123');
    expect(extractEventCode('events/abc-123/')).toBe('abc-123');
  });
  it('yields an empty code for blank input, which the schema rejects with its message', () => {
    const result = eventCodeSchema.safeParse({ code: extractEventCode('   ') });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.event.codeRequired');
  });
  it('accepts a real code', () => {
    expect(eventCodeSchema.parse({ code: extractEventCode('https://x.test/join/e1') })).toEqual({ code: 'e1' });
  });
});
