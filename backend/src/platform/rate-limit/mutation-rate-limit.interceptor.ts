import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import '../../auth/session.types';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { RateLimitService } from './rate-limit.service';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every change a signed-in user makes counts against MUTATION_LIMIT_PER_MINUTE, on whichever replica it lands. */
@Injectable()
export class MutationRateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    if (!MUTATING.has(req.method) || !req.authUser) return next.handle();
    const check = this.rateLimits.enforce(
      `mutations:user:${req.authUser.id}`,
      this.config.limits.mutationsPerUser,
      'You are making changes too quickly. Please wait a moment and try again.',
    );
    return from(check).pipe(switchMap(() => next.handle()));
  }
}
