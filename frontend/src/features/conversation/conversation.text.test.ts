import { describe, expect, it } from 'vitest';
import { format, talkText } from './conversation.text';

describe('conversation texts', () => {
  it('fills placeholders and plural forms', () => {
    expect(format(talkText.bannerMore, { count: 1 })).toBe('1 more announcement');
    expect(format(talkText.bannerMore, { count: 3 })).toBe('3 more announcements');
    expect(format(talkText.replyLabel, { name: 'Gita' })).toBe('Reply to Gita');
    expect(format(talkText.replyLabel)).toBe('Reply to {name}');
  });
});
