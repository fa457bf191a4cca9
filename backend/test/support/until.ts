type Answer<T> = T | undefined | false;

/** Long enough for a job whose first try failed to be tried again (the notice queues retry after 30 s). */
export const RETRIED_WITHIN_MS = 50_000;

/**
 * Polls `check` every 100 ms until it gives a value (true, or anything else truthy; a promise is awaited), which it
 * returns. By default it waits as long as a queued job takes when its first try fails and the retry succeeds (a mail or
 * a push on a machine whose cores are all busy): what a test waits for is usually the work of a job.
 */
export async function until<T>(check: () => Answer<T> | Promise<Answer<T>>, timeoutMs = RETRIED_WITHIN_MS): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What `promise` gives, or 'late' when it gives nothing within `ms`: a bound on a wait, never a wait of its own. */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
