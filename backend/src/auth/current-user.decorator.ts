import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../contracts/user.rules';
import { AppException } from '../platform/common/app-exception';
import './session.types';

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): User => {
  const user = ctx.switchToHttp().getRequest<Request>().authUser;
  if (!user) throw AppException.unauthorized();
  return user;
});
