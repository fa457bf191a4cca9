import { Body, Controller, Get, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import type { NotificationSettings, NotificationSettingsInput } from '../contracts/notifications.contract';
import type { User } from '../contracts/user.rules';
import { NotificationSettingsService } from './notification-settings.service';

@Controller('notification-settings')
export class NotificationSettingsController {
  constructor(private readonly notifications: NotificationSettingsService) {}

  @Get()
  settings(@CurrentUser() user: User): Promise<NotificationSettings> {
    return this.notifications.settings(user);
  }

  @Put()
  update(@CurrentUser() user: User, @Body() body: NotificationSettingsInput): Promise<NotificationSettings> {
    return this.notifications.updateSettings(user, body);
  }
}
