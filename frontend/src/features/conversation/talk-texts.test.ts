import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';

describe('conversation texts', () => {
  it('fill their arguments and plural forms', () => {
    expect(t('talk.banner.more', { count: 1 })).toBe('1 more announcement');
    expect(t('talk.banner.more', { count: 3 })).toBe('3 more announcements');
    expect(t('talk.questions.unread', { count: 1 })).toBe('1 new question');
    expect(t('talk.questions.unread', { count: 2 })).toBe('2 new questions');
    expect(t('talk.questions.buttonHost', { count: 2 })).toBe('Questions (2 new)');
    expect(t('talk.thread.replyLabel', { name: 'Gita' })).toBe('Reply to Gita');
    expect(t('talk.reactWith', { name: t('talk.reaction.laugh') })).toBe('React with laughter');
  });
});
