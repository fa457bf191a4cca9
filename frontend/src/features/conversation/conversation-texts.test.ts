import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';

describe('conversation texts', () => {
  it('fill their arguments and plural forms', () => {
    expect(t('conversation.banner.more', { count: 1 })).toBe('1 more announcement');
    expect(t('conversation.banner.more', { count: 3 })).toBe('3 more announcements');
    expect(t('conversation.questions.unread', { count: 1 })).toBe('1 new question');
    expect(t('conversation.questions.unread', { count: 2 })).toBe('2 new questions');
    expect(t('conversation.questions.buttonHost', { count: 2 })).toBe('Questions (2 new)');
    expect(t('conversation.thread.replyLabel', { name: 'Gita' })).toBe('Reply to Gita');
    expect(t('conversation.reactWith', { name: t('conversation.reaction.laugh') })).toBe('React with laughter');
  });
});
