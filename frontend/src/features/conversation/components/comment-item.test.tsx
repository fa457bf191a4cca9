import { afterAll, describe, expect, it } from 'vitest';
import type { CommentView } from '@contracts/conversation.contract';
import { applyLocale, loadMessages } from '@/lib/i18n';
import { renderWithQueryClient } from '@/test/render';
import { CommentItem } from './comment-item';

const comment = (authorName: string | null): CommentView => ({
  id: '0b8f3c1e-6d2a-4c7e-9f10-2a3b4c5d6e7f',
  parentId: null,
  authorId: null,
  authorName,
  mine: false,
  body: 'Is there parking?',
  createdAt: '2030-01-01T18:00:00.000Z',
  editedAt: null,
  reactions: [],
  canDelete: false,
});

const authorShown = async (authorName: string | null) => {
  const { container, unmount } = await renderWithQueryClient(
    <ul>
      <CommentItem
        comment={comment(authorName)}
        eventId="e1"
        timeZone="UTC"
        canManage={false}
        closed={false}
        onReply={() => undefined}
      />
    </ul>,
  );
  const text = container.querySelector('.talk-comment__author')?.textContent;
  unmount();
  return text;
};

describe('CommentItem', () => {
  afterAll(() => applyLocale('en'));

  it('writes a hidden name (null from the server) as "A guest" in the reader’s language', async () => {
    await loadMessages(['event']);
    expect(await authorShown(null)).toBe('A guest');
    await applyLocale('es');
    expect(await authorShown(null)).toBe('Un invitado');
    await applyLocale('ar');
    expect(await authorShown(null)).toBe('أحد الضيوف');
    expect(await authorShown('Gita Going')).toBe('Gita Going');
  });
});
