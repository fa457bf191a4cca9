// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { CommentView, ConversationView } from '@contracts/conversation.contract';
import { stubFetch } from '@/test/api';
import { getByRole, renderWithQueryClient, waitFor } from '@/test/render';
import { ConversationCard } from './conversation-card';
import { ConversationLink } from './conversation-link';
import { MemoryRouter } from 'react-router-dom';

const fetchMock = stubFetch();

const comment = (i: number): CommentView => ({
  id: `c${i}`,
  parentId: null,
  authorId: null,
  authorName: 'Gita Going',
  former: false,
  mine: false,
  body: `Comment ${i}`,
  createdAt: new Date(Date.UTC(2030, 0, 1, 12, i)).toISOString(),
  editedAt: null,
  reactions: [],
  canDelete: false,
});

/** A thread of 120 comments: the newest `shown` are sent, as the server does. */
function conversation(shown: number): ConversationView {
  const all = Array.from({ length: 120 }, (_, i) => comment(i + 1));
  return {
    canManage: false,
    muted: false,
    announcements: [],
    questions: [],
    unreadQuestions: 0,
    thread: { closed: false, comments: all.slice(-shown), earlier: Math.max(120 - shown, 0), total: 120 },
  };
}

describe('a long thread', () => {
  it('starts with its newest comments and shows earlier ones on request, keeping those on screen', async () => {
    fetchMock.mockImplementation(async (url) => {
      const shown = Number(/comments=(\d+)/.exec(url as string)?.[1] ?? 50);
      return new Response(JSON.stringify(conversation(shown)), { status: 200 });
    });
    const { container } = await renderWithQueryClient(<ConversationCard eventId="e1" timeZone="UTC" />);
    await waitFor(() => expect(container.textContent).toContain('Comment 120'));
    expect(container.textContent).not.toContain('Comment 70React');
    expect(container.textContent).toContain('Comment 71React');
    await act(async () => getByRole(container, 'button', 'Show earlier comments (70)').click());
    await waitFor(() => expect(container.textContent).toContain('Comment 21React'));
    expect(container.textContent).not.toContain('Comment 20React');
    // The newest stay on screen.
    expect(container.textContent).toContain('Comment 120React');
    await act(async () => getByRole(container, 'button', 'Show earlier comments (20)').click());
    await waitFor(() => expect(container.textContent).toContain('Comment 1React'));
    expect([...container.querySelectorAll('button')].some((b) => b.textContent?.startsWith('Show earlier'))).toBe(
      false,
    );
    const asked = fetchMock.mock.calls.map(([url]) => url as string);
    expect(asked).toEqual([
      '/api/events/e1/talk',
      '/api/events/e1/talk?comments=100',
      '/api/events/e1/talk?comments=150',
    ]);
  });

  it('counts every comment on the event page’s link, not only those sent', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(conversation(50)), { status: 200 }));
    const { container } = await renderWithQueryClient(
      <MemoryRouter>
        <ConversationLink eventId="e1" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(container.textContent).toContain('120 comments'));
  });
});
