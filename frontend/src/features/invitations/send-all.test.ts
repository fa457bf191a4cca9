import { describe, expect, it, vi } from 'vitest';
import type { InvitationResult } from '@contracts/invitation.contract';
import { sendAll } from './send-all';

describe('sendAll', () => {
  it('sends one call per guest and keeps the failures with their reason', async () => {
    const sendOne = vi.fn(async (g: { contact: string }) => {
      if (g.contact === 'bad@example.com') throw new Error('already invited');
      return { id: g.contact } as unknown as InvitationResult;
    });
    const out = await sendAll(
      [
        { contact: 'a@example.com', kind: 'email' },
        { contact: 'bad@example.com', kind: 'email' },
        { contact: '4155552671', kind: 'phone' },
      ],
      sendOne,
      (e) => (e as Error).message,
    );
    expect(sendOne).toHaveBeenCalledTimes(3);
    expect(out.sent.map((s) => s.id)).toEqual(['a@example.com', '4155552671']);
    expect(out.failed).toEqual([{ contact: 'bad@example.com', kind: 'email', error: 'already invited' }]);
  });
});
