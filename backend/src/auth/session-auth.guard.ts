import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppException } from '../platform/common/app-exception';
import { UsersService } from '../users/users.service';
import { IS_PUBLIC } from './public.decorator';
import './session.types';

/** Global guard: every route needs a signed-in user unless marked @Public(). */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<Request>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()]);
    const userId = req.session?.userId;
    if (userId) {
      const user = await this.users.findCachedById(userId);
      if (user) {
        req.authUser = user;
        return true;
      }
      // The session outlived its user: end it so the client signs in again.
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      if (!isPublic) throw AppException.unauthorized('Session invalidated', 'SESSION_INVALIDATED');
    }
    if (isPublic) return true;
    throw AppException.unauthorized();
  }
}
