import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppException } from '../platform/common/app-exception';
import { accessOf, sessionRefusal, type Caller } from '../platform/common/route-access';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { isOperator } from '../platform/config/operators';
import { UsersService } from '../users/users.service';
import { requireAccount, requireGuest } from './require-account';
import './session.types';
import { serverText } from '../i18n/server-text';

/**
 * Global guard: reads who is signed in and holds them to the route's access declaration (`access` in `@ApiRoute`,
 * `@Access` on a page). A route without one is refused as a server error: it never answers by accident.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<Request>();
    const access = accessOf(ctx.getHandler());
    if (!access) throw new Error(`${ctx.getClass().name}.${ctx.getHandler().name} declares no access`);
    const userId = req.session?.userId;
    if (userId) {
      const user = await this.users.findCachedById(userId);
      if (user) req.authUser = user;
      else {
        // The session outlived its user (deleted, or blocked by an operator): end it so the client signs in again.
        await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
        if (access !== 'public')
          throw AppException.unauthorized(serverText('error.auth.sessionInvalidated'), 'SESSION_INVALIDATED');
      }
    }
    const user = req.authUser;
    const caller: Caller = !user
      ? 'anonymous'
      : user.isGuest
        ? 'guest'
        : isOperator(this.config, user)
          ? 'operator'
          : 'account';
    const refusal = sessionRefusal(access, caller);
    if (refusal === 401) throw AppException.unauthorized();
    if (refusal === 403 && access === 'operator')
      throw AppException.forbidden(serverText('error.operator.only'), 'OPERATOR_ONLY');
    if (refusal === 403) (access === 'account' ? requireAccount : requireGuest)(user!);
    return true;
  }
}
