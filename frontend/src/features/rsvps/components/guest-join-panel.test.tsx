// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { databaseUnavailable, stubFetch, typeInto } from '@/test/api';
import { getByRole, renderWithQueryClient, waitFor } from '@/test/render';
import { registerGuestJoinDefaults } from '../api/guest-join';
import { GuestJoinPanel } from './guest-join-panel';

const fetchMock = stubFetch();

describe('GuestJoinPanel', () => {
  it('says the answer is kept on the phone while the database is away, instead of staying on its pending label', async () => {
    fetchMock.mockImplementation(async () => databaseUnavailable());
    const client = createQueryClient();
    registerGuestJoinDefaults(client);
    const { container } = await renderWithQueryClient(
      <GuestJoinPanel event={{ id: 'e1', name: 'Harvest Supper' }} />,
      client,
    );
    const name = [...container.querySelectorAll<HTMLInputElement>('input')].find((i) =>
      container.querySelector(`label[for="${i.id}"]`)?.textContent?.startsWith('Your Name'),
    )!;
    await act(async () => typeInto(name, 'Ada'));
    await act(async () => getByRole(container, 'button', 'Submit RSVP').click());
    await waitFor(() => expect(container.textContent).toContain('Your RSVP is saved on this phone'));
    expect(container.textContent).toContain("We can't reach Potluck right now: your RSVP for Ada will be sent");
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.status),
    ).toEqual(['pending']);
  });
});
