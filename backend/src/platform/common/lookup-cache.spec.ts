import { LookupCache } from './lookup-cache';

/** A lookup whose answers the test hands out one by one, counting the calls. */
function controlledLookup() {
  const waiting: { resolve: (value: string) => void; reject: (err: Error) => void }[] = [];
  const lookup = jest.fn(() => new Promise<string>((resolve, reject) => waiting.push({ resolve, reject })));
  const answer = (value: string) => waiting.shift()!.resolve(value);
  const fail = (err: Error) => waiting.shift()!.reject(err);
  return { lookup, answer, fail };
}

describe('LookupCache', () => {
  let now = 0;
  const cache = () => new LookupCache<string, string>(10, 10_000, () => now);
  beforeEach(() => (now = 1_000));

  it('makes one lookup for the concurrent misses of a key, and answers from memory until its time is up', async () => {
    const { lookup, answer } = controlledLookup();
    const sessions = cache();
    const callers = [sessions.get('a', lookup), sessions.get('a', lookup), sessions.get('a', lookup)];
    answer('first');
    await expect(Promise.all(callers)).resolves.toEqual(['first', 'first', 'first']);
    now += 5_000;
    await expect(sessions.get('a', lookup)).resolves.toBe('first');
    expect(lookup).toHaveBeenCalledTimes(1);

    now += 5_000;
    const late = [sessions.get('a', lookup), sessions.get('a', lookup)];
    answer('second');
    await expect(Promise.all(late)).resolves.toEqual(['second', 'second']);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('refreshes a busy key in the background near the end of its life, answering from memory meanwhile', async () => {
    const { lookup, answer } = controlledLookup();
    const sessions = cache();
    const first = sessions.get('a', lookup);
    answer('first');
    await first;

    now += 8_500;
    await expect(sessions.get('a', lookup)).resolves.toBe('first');
    await expect(sessions.get('a', lookup)).resolves.toBe('first');
    expect(lookup).toHaveBeenCalledTimes(2);
    answer('refreshed');
    await new Promise(setImmediate);

    now += 5_000;
    await expect(sessions.get('a', lookup)).resolves.toBe('refreshed');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('keeps no answer that was read before the key was forgotten, nor a failure', async () => {
    const { lookup, answer, fail } = controlledLookup();
    const sessions = cache();
    const before = sessions.get('a', lookup);
    sessions.forget('a');
    const after = sessions.get('a', lookup);
    answer('stale');
    answer('fresh');
    await expect(before).resolves.toBe('stale');
    await expect(after).resolves.toBe('fresh');
    await expect(sessions.get('a', lookup)).resolves.toBe('fresh');
    expect(lookup).toHaveBeenCalledTimes(2);

    const failed = sessions.get('b', lookup);
    fail(new Error('database away'));
    await expect(failed).rejects.toThrow('database away');
    const retried = sessions.get('b', lookup);
    answer('back');
    await expect(retried).resolves.toBe('back');
    expect(lookup).toHaveBeenCalledTimes(4);
  });
});
