import { threadId } from 'node:worker_threads';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import type { BuffetCardsInput } from '../../buffet-cards/buffet-cards.pdf';
import { AppException } from '../common/app-exception';
import { WorkerPoolService } from './worker-pool.service';

/** A sheet of `count` cards, each with a name, a cook, two marks and a QR code (a second or two of a core at 200). */
function sheet(count: number, label = 'Dish'): BuffetCardsInput {
  return {
    paper: 'a4',
    texts: { title: 'Buffet cards: Pool', noDishes: 'No dishes yet.', cutHere: 'Cut here', scan: 'Scan' },
    cards: Array.from({ length: count }, (_, i) => ({
      name: `${label} ${i + 1} with a name long enough to wrap`,
      broughtBy: `Brought by Cook ${i}`,
      marks: [
        { shape: 'diet' as const, symbol: 'V', words: 'Vegetarian' },
        { shape: 'warning' as const, symbol: 'N', words: 'Contains nuts' },
      ],
      url: `http://127.0.0.1:3999/events/e/dishes#dish-${i}`,
    })),
  };
}

const pool = (threads: number, queueLimit: number) => new WorkerPoolService({ workers: { threads, queueLimit } });

describe('WorkerPoolService', () => {
  const pools: WorkerPoolService[] = [];
  const open = (threads: number, queueLimit: number) => {
    const p = pool(threads, queueLimit);
    pools.push(p);
    return p;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.onModuleDestroy()));
  });

  it('draws a PDF in a worker thread, while the calling thread keeps turning its event loop', async () => {
    const workers = open(1, 4);
    let turns = 0;
    let rendering = true;
    const rendered = workers.runReporting('buffetCards', sheet(40)).finally(() => (rendering = false));
    while (rendering) {
      await nextTurn();
      turns++;
    }
    const { output, threadId: ranIn } = await rendered;
    expect(ranIn).not.toBe(threadId);
    expect(Buffer.from(output).subarray(0, 5).toString()).toBe('%PDF-');
    // Drawn on this thread, the loop would have turned once or twice around a single blocking call.
    expect(turns).toBeGreaterThan(100);
  });

  it('packs a ZIP in a worker thread', async () => {
    const workers = open(1, 4);
    const { output, threadId: ranIn } = await workers.runReporting('zip', {
      'a.csv': [strToU8('Name\r\nSamosas'), { level: 6 }],
    });
    expect(ranIn).not.toBe(threadId);
    expect(strFromU8(unzipSync(output)['a.csv'] ?? new Uint8Array())).toBe('Name\r\nSamosas');
  });

  it('refuses a task with 503 SERVER_BUSY and a Retry-After when its threads are busy and its queue is full', async () => {
    const workers = open(1, 1);
    const running = workers.run('buffetCards', sheet(40, 'Running'));
    const waiting = workers.run('buffetCards', sheet(40, 'Waiting'));
    expect(workers.load).toEqual({ inFlight: 2, preparing: 0, capacity: 2 });
    const refused = await workers.run('buffetCards', sheet(1)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppException);
    expect(refused).toMatchObject({ status: 503, code: 'SERVER_BUSY' });
    expect((refused as AppException).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((refused as AppException).body).toEqual({
      message: 'The server is busy. Please try again in a moment.',
      code: 'SERVER_BUSY',
    });
    // Neither taken task is lost, and once they are done the pool takes tasks again.
    await Promise.all([running, waiting]);
    expect(workers.load.inFlight).toBe(0);
    await expect(workers.run('buffetCards', sheet(1))).resolves.toBeInstanceOf(Uint8Array);
  });

  it('prepares tasks one at a time, in the order asked, each counted against the bound until it is answered', async () => {
    const workers = open(1, 1);
    const order: string[] = [];
    let releaseFirst = () => {};
    const first = workers.prepare(async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push('first ends');
      return 1;
    });
    const second = workers.prepare(async () => {
      order.push('second starts');
      return 2;
    });
    await nextTurn();
    expect(order).toEqual(['first starts']);
    expect(workers.load).toEqual({ inFlight: 0, preparing: 2, capacity: 2 });
    // Full: a third is refused before any of it runs.
    const third = jest.fn(async () => 3);
    await expect(workers.prepare(third)).rejects.toMatchObject({ status: 503, code: 'SERVER_BUSY' });
    expect(third).not.toHaveBeenCalled();
    releaseFirst();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    // A preparation that fails lets the next one run, and the bound is free again.
    await expect(workers.prepare(() => Promise.reject(new Error('no such event')))).rejects.toThrow('no such event');
    await expect(workers.prepare(third)).resolves.toBe(3);
    expect(workers.load.preparing).toBe(0);
  });
});
