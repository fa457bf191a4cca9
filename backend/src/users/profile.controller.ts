import { Body, Controller, Put } from '@nestjs/common';
import { ApiRoute } from '../platform/common/api-route';
import { userSchema } from '../contracts/responses.contract';
import { updateProfileSchema, type UpdateProfileInput } from '../contracts/user.contract';
import type { User } from '../contracts/user.rules';
import { CurrentUser } from '../auth/current-user.decorator';
import { UsersService } from './users.service';

@Controller('profile')
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  // The service parses the body with the declared schema (a missing body is refused, not read as {}).
  @Put()
  @ApiRoute({
    operationId: 'updateProfile',
    access: 'signed-in',
    summary: 'Update the display name',
    body: updateProfileSchema,
    example: { nickname: 'Annie' },
    response: userSchema,
  })
  update(@CurrentUser() user: User, @Body() body: UpdateProfileInput): Promise<User> {
    return this.users.updateProfile(user.id, body);
  }
}
