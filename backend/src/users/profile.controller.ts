import { Controller, Put } from '@nestjs/common';
import { ApiRoute } from '../common/api-route';
import { ValidBody } from '../common/zod-validation';
import { userSchema } from '../contracts/responses.contract';
import { updateProfileSchema, type UpdateProfileInput } from '../contracts/user.contract';
import type { User } from '../contracts/user.rules';
import { CurrentUser } from '../auth/current-user.decorator';
import { UsersService } from './users.service';

@Controller('profile')
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @Put()
  @ApiRoute({
    operationId: 'updateProfile',
    summary: 'Update the display name',
    body: updateProfileSchema,
    example: { nickname: 'Annie' },
    response: userSchema,
  })
  update(@CurrentUser() user: User, @ValidBody() body: UpdateProfileInput): Promise<User> {
    return this.users.updateProfile(user.id, body);
  }
}
