import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import '../../auth/session.types';
import { WriteLimits } from './write-limits';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every change counts against the write limits (WriteLimits), on whichever replica it lands: per network always, per
 * person when the session is already known. A route that reads its session itself (the join page's form) charges
 * the person there.
 */
@Injectable()
export class MutationRateLimitInterceptor implements NestInterceptor {
  constructor(private readonly writes: WriteLimits) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const req = ctx.switchToHttp().getRequest<Request>();
    if (!MUTATING.has(req.method)) return next.handle();
    return from(this.writes.charge(req, req.authUser?.id ?? null)).pipe(switchMap(() => next.handle()));
  }
}
