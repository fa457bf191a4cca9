import type { Logger } from 'pino';

/**
 * What the process does with a promise rejection nobody handled: log it and keep serving. Node's default ends the
 * process, so one forgotten `.catch` on a background task (a NOTIFY, a socket delivery during a database failover)
 * would take every request and socket of this replica down with it. Returns a function that removes the policy.
 */
export function installProcessPolicy(logger: Pick<Logger, 'error'>, target: NodeJS.EventEmitter = process): () => void {
  const onRejection = (reason: unknown) => {
    logger.error(
      { err: reason instanceof Error ? { message: reason.message, stack: reason.stack } : String(reason) },
      'Unhandled promise rejection; the process keeps serving',
    );
  };
  target.on('unhandledRejection', onRejection);
  return () => target.off('unhandledRejection', onRejection);
}
