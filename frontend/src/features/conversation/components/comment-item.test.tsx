import { act } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CommentView } from '@contracts/conversation.contract';
import { applyLocale, loadMessages } from '@/lib/i18n';
import { requestUrl } from '@/test/api';
import { getByRole, renderWithQueryClient, waitFor } from '@/test/render';
import { CommentItem } from './comment-item';

const comment = (authorName: string | null): CommentView => ({
  id: '0b8f3c1e-6d2a-4c7e-9f10-2a3b4c5d6e7f',
  parentId: null,
  authorId: null,
  authorName,
  former: false,
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
  const text = container.querySelector('.conversation-comment__author')?.textContent;
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

  it('keeps a former guest’s comment in its place, without its text', async () => {
    await applyLocale('en');
    await loadMessages(['event']);
    const { container, unmount } = await renderWithQueryClient(
      <ul>
        <CommentItem
          comment={{ ...comment(null), former: true, body: '' }}
          eventId="e1"
          timeZone="UTC"
          canManage={false}
          closed={false}
          onReply={() => undefined}
        />
      </ul>,
    );
    expect(container.querySelector('.conversation-comment__author')?.textContent).toBe('A former guest');
    expect(container.querySelector('.conversation-comment__body')?.textContent).toBe(
      'The guest who wrote this deleted their account.',
    );
    expect(getByRole(container, 'button', 'Reply')).toBeTruthy();
    unmount();
  });

  it("asks before removing all of one person's comments, and removes them only when confirmed", async () => {
    await applyLocale('en');
    await loadMessages(['event']);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
    const author = '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
    const { unmount } = await renderWithQueryClient(
      <ul>
        <CommentItem
          comment={{ ...comment('Spam Sam'), authorId: author, canDelete: true }}
          eventId="e1"
          timeZone="UTC"
          canManage
          closed={false}
          onReply={() => undefined}
        />
      </ul>,
    );
    const removeAll = () => getByRole(document.body, 'button', "Remove all of this person's comments");
    const dialog = () => getByRole(document.body, 'dialog', /Remove all of Spam Sam's comments\?/);
    await act(async () => removeAll().click());
    await waitFor(() => expect(dialog().textContent).toContain('This cannot be undone.'));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => getByRole(dialog(), 'button', 'Cancel').click());
    await waitFor(() => expect(document.querySelector('dialog[open]')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => removeAll().click());
    await act(async () => getByRole(await waitFor(dialog), 'button', 'Remove All').click());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(url)).toBe(`/api/events/e1/people/${author}/comments`);
    expect(init?.method).toBe('DELETE');
    unmount();
    fetchMock.mockRestore();
  });
});
