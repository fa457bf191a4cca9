import { Body, Controller, Put } from '@nestjs/common';
import type { UpdateProfileInput } from '../contracts/user.contract';
import type { User } from '../contracts/user.rules';
import { CurrentUser } from '../auth/current-user.decorator';
import { UsersService } from './users.service';

@Controller('profile')
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @Put()
  update(@CurrentUser() user: User, @Body() body: UpdateProfileInput): Promise<User> {
    return this.users.updateProfile(user.id, body);
  }
}
