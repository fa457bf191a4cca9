import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationView } from '@contracts/conversation.contract';
import { useFailedChanges } from '@/lib/failed-changes';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { createCommentMutationKey, registerCommentDefaults } from './comment-defaults';
import { commentHandlers } from './create-comment';

const conversation = (): ConversationView => ({
  canManage: false,
  muted: false,
  announcements: [],
  questions: [],
  unreadQuestions: 0,
  thread: { closed: false, comments: [], earlier: 0, total: 0 },
});

afterEach(() => {
  vi.unstubAllGlobals();
  useFailedChanges.getState().clear();
});

describe('queued comments', () => {
  it('a comment restored from the offline queue is sent with its own key and body', async () => {
    const client = createQueryClient();
    registerCommentDefaults(client);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ id: 'c1' }), { status: 201 }))),
    );
    // Only the key and the variables survive a reload: the defaults do the rest.
    const mutation = client.getMutationCache().build(client, { mutationKey: createCommentMutationKey });
    await mutation.execute({ eventId: 'ev1', body: 'Parking?', parentId: null, idempotencyKey: 'k1' });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/events/ev1/comments');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ body: 'Parking?', parentId: null }) });
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toBe('k1');
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });

  it('shows the comment at once as waiting, and takes it back and keeps it in "Couldn\'t sync" when refused', async () => {
    const client = createQueryClient();
    registerCommentDefaults(client);
    client.setQueryData(queryKeys.events.conversation('ev1'), conversation());
    await commentHandlers(client).onMutate({ eventId: 'ev1', body: 'Hello', parentId: null, idempotencyKey: 'k2' });
    expect(client.getQueryData<ConversationView>(queryKeys.events.conversation('ev1'))!.thread).toMatchObject({
      comments: [expect.objectContaining({ id: 'pending-k2', body: 'Hello', mine: true })],
      // The event page's Comments link counts it at once.
      total: 1,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ message: 'The host has closed the comments.', code: 'THREAD_CLOSED' }), {
            status: 409,
          }),
        ),
      ),
    );
    const mutation = client.getMutationCache().build(client, { mutationKey: createCommentMutationKey });
    await expect(
      mutation.execute({ eventId: 'ev1', body: 'Hello', parentId: null, idempotencyKey: 'k2' }),
    ).rejects.toThrow();
    await vi.waitFor(() =>
      expect(client.getQueryData<ConversationView>(queryKeys.events.conversation('ev1'))!.thread).toMatchObject({
        comments: [],
        total: 0,
      }),
    );
    await vi.waitFor(() =>
      expect(useFailedChanges.getState().changes).toEqual([
        expect.objectContaining({ id: 'k2', reason: 'The host has closed the comments.' }),
      ]),
    );
  });
});
