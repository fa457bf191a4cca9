import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  // Asynchronous writes: a request never waits for its log line to reach stdout (pino flushes what is left on exit).
  return pino(
    { level, base: { service: 'potluck' }, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] },
    pino.destination({ dest: 1, sync: false }),
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
