// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clientWithDatabaseAway, mutationStatuses, stubFetch } from '@/test/api';
import { getByRole, renderWithQueryClient, waitFor } from '@/test/render';
import { registerRsvpMutationDefaults } from '../api/submit-rsvp';
import { RsvpDialog } from './rsvp-dialog';

const fetchMock = stubFetch();

describe('RsvpDialog', () => {
  it('closes once the answer is queued (the database is away) instead of staying on "Saving..."', async () => {
    // Every attempt meets an unavailable database: the change keeps being retried with its key.
    const client = clientWithDatabaseAway(fetchMock, registerRsvpMutationDefaults);
    const onClose = vi.fn();
    const onSaved = vi.fn();
    const { container } = await renderWithQueryClient(
      <RsvpDialog
        open
        onClose={onClose}
        onSaved={onSaved}
        event={{ id: 'e1', name: 'Harvest Supper' }}
        rsvp={null}
        myDishCount={0}
        origin="event"
      />,
      client,
    );
    await act(async () => getByRole(container, 'button', 'Save RSVP').click());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ status: 'attending', adultCount: 1 }));
    // Still waiting to be sent, not dropped.
    expect(mutationStatuses(client)).toEqual(['pending']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
