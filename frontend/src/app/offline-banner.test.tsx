// @vitest-environment jsdom
import { MutationObserver, onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFailedChanges } from '@/lib/failed-changes';
import { render, waitFor } from '@/test/render';
import { offlineMessage, OfflineBanner } from './offline-banner';

async function mount(client: QueryClient) {
  const { container, unmount } = await render(
    <QueryClientProvider client={client}>
      <OfflineBanner />
    </QueryClientProvider>,
  );
  return { host: container, unmount: async () => unmount() };
}

describe('OfflineBanner', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says nothing while online with nothing waiting', async () => {
    const { host, unmount } = await mount(new QueryClient());
    expect(host.textContent).toBe('');
    await unmount();
  });

  it('shows the offline message and counts the changes waiting to sync, then clears once they are sent', async () => {
    const client = new QueryClient();
    const inFlight: (() => void)[] = [];
    client.setMutationDefaults(['dish', 'create'], {
      mutationFn: () => new Promise<void>((resolve) => inFlight.push(resolve)),
    });
    const { host, unmount } = await mount(client);

    await act(async () => onlineManager.setOnline(false));
    expect(host.textContent).toContain(offlineMessage());
    expect(host.textContent).not.toContain('waiting to sync');

    await act(async () => {
      for (let i = 0; i < 2; i++)
        void new MutationObserver(client, { mutationKey: ['dish', 'create'] }).mutate().catch(() => undefined);
      // The cache notifies its subscribers on the next tick.
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(host.textContent).toContain('2 changes waiting to sync');

    // Back online: the provider's client resumes them; both are sent, then answered.
    await act(async () => onlineManager.setOnline(true));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(inFlight).toHaveLength(2);
    await act(async () => {
      inFlight.forEach((answer) => answer());
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(client.isMutating()).toBe(0);
    // The banner hears of the last answer from the mutation cache, which notifies on its next tick.
    await waitFor(() => expect(host.textContent).toBe(''));
    await unmount();
  });

  it("shows changes that couldn't sync even online, and opens their list with what and why", async () => {
    useFailedChanges.setState({
      open: false,
      changes: [
        {
          id: 'k1',
          mutationKey: ['dish', 'delete'],
          variables: { eventId: 'e1', dishId: 'd1', dishName: 'Lasagna', idempotencyKey: 'k1' },
          eventId: 'e1',
          label: 'Remove dish: Lasagna',
          reason: 'You can only delete your own dishes',
          failedAt: new Date().toISOString(),
        },
      ],
    });
    const { host, unmount } = await mount(new QueryClient());
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent?.includes("couldn't sync"))!;
    expect(button.textContent).toContain("1 change couldn't sync");
    await act(async () => button.click());
    expect(useFailedChanges.getState().open).toBe(true);
    // The list loads on demand.
    await waitFor(() => expect(host.textContent).toContain('You can only delete your own dishes'));
    expect(host.textContent).toContain('Remove dish: Lasagna');
    // Nothing to edit for a removal: Retry and Discard, each naming its change.
    const names = [...host.querySelectorAll('li button')].map((b) => b.textContent);
    expect(names).toEqual(['Retry Remove dish: Lasagna', 'Discard Remove dish: Lasagna']);
    await act(async () => host.querySelectorAll<HTMLButtonElement>('li button')[1]!.click());
    expect(useFailedChanges.getState().changes).toEqual([]);
    await unmount();
    useFailedChanges.setState({ changes: [], open: false });
  });
});
