import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppException } from '../common/app-exception';
import { serverText } from '../../i18n/server-text';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { clientNetwork } from './client-network';
import { RateLimitService, type RateLimit } from './rate-limit.service';

const TOO_FAST = serverText('error.common.tooFast');

/**
 * The one limit layer every way of changing something goes through: the API (MutationRateLimitInterceptor), the
 * join page's form posted without JavaScript (once it has read its session) and the live-update socket (when it
 * opens). Each write counts once per person signed in (MUTATION_LIMIT_PER_MINUTE) and once per client network
 * (MUTATION_LIMIT_PER_NETWORK_PER_MINUTE, signed in or not), whichever door it came through and wherever the
 * session was read: a request charged by the interceptor before its session was known is charged for its person
 * once that is known, and never twice for the same key.
 */
@Injectable()
export class WriteLimits {
  private readonly charged = new WeakMap<object, Set<string>>();

  constructor(
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts this request's write; 429 RATE_LIMITED (with Retry-After) past either limit. */
  async charge(req: Request, userId: string | null): Promise<void> {
    const done = this.charged.get(req) ?? new Set<string>();
    this.charged.set(req, done);
    for (const [key, limit] of this.keysOf(userId, req.ip ?? req.socket.remoteAddress)) {
      if (done.has(key)) continue;
      done.add(key);
      await this.rateLimits.enforce(key, limit, TOO_FAST);
    }
  }

  /** Counts a write that has no HTTP answer (a socket opening); false past either limit. */
  async allows(userId: string, address: string | undefined): Promise<boolean> {
    for (const [key, { limit, windowSeconds }] of this.keysOf(userId, address)) {
      if (!(await this.rateLimits.consume(key, limit, windowSeconds)).allowed) return false;
    }
    return true;
  }

  private keysOf(userId: string | null, address: string | undefined): Array<[string, RateLimit]> {
    const { mutationsPerUser, mutationsPerNetwork } = this.config.limits;
    const keys: Array<[string, RateLimit]> = [[`mutations:net:${clientNetwork(address)}`, mutationsPerNetwork]];
    if (userId) keys.push([`mutations:user:${userId}`, mutationsPerUser]);
    return keys;
  }
}

/** Whether `err` is a write-limit refusal (a page shows it with the form, as the API answers 429). */
export const isRateLimited = (err: unknown): err is AppException => err instanceof AppException && err.status === 429;
