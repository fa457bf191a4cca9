// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { reportFailedChange, useFailedChanges } from '@/lib/failed-changes';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { buildEventDetail, buildUser } from '@/test/data';
import { getByRole, render, waitFor } from '@/test/render';
import { FailedChangesSheet } from './failed-changes-sheet';
import { stubFetch } from '@/test/api';
import { registerMutationDefaults } from './mutation-defaults';

const fetchMock = stubFetch();
const event = buildEventDetail({ id: 'e1', name: 'Harvest Supper' });
const user = buildUser({ id: 'u1', firstName: 'Gita', lastName: null, email: 'g@example.com' });

beforeEach(() => {
  fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
  localStorage.clear();
  useFailedChanges.setState({ changes: [], open: false });
});

describe("Couldn't sync: Edit", () => {
  it('opens the RSVP dialog with the refused answer and sends the edited one as a new change', async () => {
    const client = createQueryClient();
    registerMutationDefaults(client);
    client.setQueryData(queryKeys.events.detail('e1'), event);
    client.setQueryData(queryKeys.currentUser(), user);
    const input = { status: 'attending' as const, adultCount: 6, kidCount: 2, dietaryRestrictions: 'no nuts' };
    reportFailedChange(
      {
        mutationKey: ['rsvp', 'submit'],
        variables: { eventId: 'e1', eventName: 'Harvest Supper', origin: 'event', input, idempotencyKey: 'old-key' },
        eventId: 'e1',
        label: 'RSVP: Going · Harvest Supper',
        error: new ApiError(409, '409', '', { message: 'Only 4 places are left', code: 'CAPACITY_EXCEEDED' }),
      },
      { title: 'RSVP Update Failed', description: 'Only 4 places are left' },
    );
    useFailedChanges.getState().setOpen(true);
    const { container } = await render(
      <QueryClientProvider client={client}>
        <FailedChangesSheet />
      </QueryClientProvider>,
    );
    expect(container.textContent).toContain('RSVP: Going · Harvest Supper');
    expect(container.textContent).toContain('Only 4 places are left');

    await act(async () =>
      // (The helper drops the space before the hidden part of the name; browsers keep it.)
      getByRole(container, 'button', /^Edit ?RSVP: Going · Harvest Supper$/).click(),
    );
    const adults = await waitFor(() =>
      container.querySelector<HTMLInputElement>('input[name="adultCount"], #rsvp-adults, input[inputmode="numeric"]')!,
    );
    expect(adults.value).toBe('6');
    expect(container.querySelector<HTMLTextAreaElement>('textarea')!.value).toBe('no nuts');

    // Fewer adults this time, then save.
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(adults, '2');
      adults.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => getByRole(container, 'button', 'Save RSVP').click());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([u]) => typeof u === 'string' && u.endsWith('/rsvp'))!;
    expect(url).toBe('/api/events/e1/rsvp');
    expect(JSON.parse(init!.body as string)).toMatchObject({ status: 'attending', adultCount: 2, kidCount: 2 });
    const key = (init!.headers as Record<string, string>)['Idempotency-Key'];
    expect(key).toBeTruthy();
    expect(key).not.toBe('old-key');
    await waitFor(() => expect(useFailedChanges.getState().changes).toEqual([]));
  });
});
