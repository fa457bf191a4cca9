import { describe, expect, it, vi } from 'vitest';
import type { DishView } from '@contracts/dish.contract';
import type { EventDetail } from '@contracts/event.contract';
import { createQueryClient } from '@/lib/query-client';
import { buildDish, buildEventDetail, buildUser } from '@/test/data';
import { queryKeys } from '@/lib/query-keys';
import { createDishMutationKey } from './create-dish';
import { deleteDishMutationKey } from './delete-dish';
import { registerDishDefaults } from './register-dish-defaults';
import { isPendingDish } from './dish-cache';

const dish = (id: string, name: string) =>
  buildDish({ id, name, category: 'dessert', eventId: 'ev1', contributorId: 'cook' });

function setup() {
  const client = createQueryClient();
  registerDishDefaults(client);
  const existing = [dish('d1', 'Kheer')];
  client.setQueryData(queryKeys.events.dishes('ev1'), existing);
  client.setQueryData(
    queryKeys.events.detail('ev1'),
    buildEventDetail({ id: 'ev1', dishes: existing, totalDishCount: 1 }),
  );
  client.setQueryData(queryKeys.currentUser(), buildUser({ id: 'me', firstName: 'Mia', lastName: 'Ng' }));
  return client;
}

describe('dish mutation defaults', () => {
  it('adds a pending dish to the dish list and the event at once, and rolls back when the server refuses', async () => {
    const client = setup();
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    const mutation = client.getMutationCache().build(client, { mutationKey: createDishMutationKey });
    const run = mutation.execute({
      eventId: 'ev1',
      dish: { name: ' Laddu ', category: 'dessert' },
      idempotencyKey: 'k1',
    });
    await vi.waitFor(() => expect(client.getQueryData<DishView[]>(queryKeys.events.dishes('ev1'))).toHaveLength(2));
    const pending = client.getQueryData<DishView[]>(queryKeys.events.dishes('ev1'))![1]!;
    expect(pending).toMatchObject({
      name: 'Laddu',
      category: 'dessert',
      contributorId: 'me',
      contributor: { firstName: 'Mia' },
    });
    expect(isPendingDish(pending)).toBe(true);
    expect(client.getQueryData<EventDetail>(queryKeys.events.detail('ev1'))!.totalDishCount).toBe(2);

    // A refusal from the server (a lost network answer would be retried, not rolled back).
    answer(
      new Response(
        JSON.stringify({ message: 'Vegan dishes are not allowed for this potluck.', code: 'DIETARY_RULE_VIOLATION' }),
        { status: 422 },
      ),
    );
    await expect(run).rejects.toThrow();
    expect(client.getQueryData<DishView[]>(queryKeys.events.dishes('ev1'))).toEqual([dish('d1', 'Kheer')]);
    expect(client.getQueryData<EventDetail>(queryKeys.events.detail('ev1'))!.totalDishCount).toBe(1);
    vi.unstubAllGlobals();
  });

  it('removes a deleted dish from both caches before the server answers', async () => {
    const client = setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const mutation = client.getMutationCache().build(client, { mutationKey: deleteDishMutationKey });
    void mutation.execute({ eventId: 'ev1', dishId: 'd1', dishName: 'Kheer', idempotencyKey: 'k2' });
    await vi.waitFor(() => expect(client.getQueryData<DishView[]>(queryKeys.events.dishes('ev1'))).toEqual([]));
    expect(client.getQueryData<EventDetail>(queryKeys.events.detail('ev1'))).toMatchObject({
      dishes: [],
      totalDishCount: 0,
    });
    expect(vi.mocked(fetch).mock.calls[0]![1]).toMatchObject({ method: 'DELETE' });
    expect((vi.mocked(fetch).mock.calls[0]![1]!.headers as Record<string, string>)['Idempotency-Key']).toBe('k2');
    vi.unstubAllGlobals();
  });
});
