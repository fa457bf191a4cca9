import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import { redactSecretsInText } from './secret-urls';

/**
 * Marks a log line whose fields were made safe where it was built (the request log's, one a request): the logger
 * writes it as it is instead of searching every field again. The mark is a symbol, never written.
 */
export const SAFE_LINE = Symbol('safe line');

/** A log call's arguments with the secrets of any address they mention removed (messages, stacks, fields). */
function redactArgs(args: unknown[]): unknown[] {
  const first = args[0];
  if (typeof first === 'object' && first !== null && SAFE_LINE in first) return args;
  return args.map((arg) => {
    if (typeof arg === 'string') return redactSecretsInText(arg);
    if (arg instanceof Error)
      return {
        err: { type: arg.name, message: redactSecretsInText(arg.message), stack: redactSecretsInText(arg.stack ?? '') },
      };
    if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
      const copy: Record<string, unknown> = { ...(arg as Record<string, unknown>) };
      for (const [k, v] of Object.entries(copy)) if (typeof v === 'string') copy[k] = redactSecretsInText(v);
      return copy;
    }
    return arg;
  });
}

export function createLogger(level: string, stream?: DestinationStream): Logger {
  // Asynchronous writes: a request never waits for its log line to reach stdout (pino flushes what is left on exit).
  return pino(
    {
      level,
      base: { service: 'potluck' },
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
      hooks: {
        logMethod(args, method) {
          method.apply(this, redactArgs(args) as Parameters<typeof method>);
        },
      },
    },
    stream ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** Nest's own messages go through the same structured logger as requests. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
