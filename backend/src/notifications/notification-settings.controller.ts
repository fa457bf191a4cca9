import { Body, Controller, Get, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { apiRoutesAnswering } from '../platform/common/api-route';
import {
  notificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '../contracts/notifications.contract';
import { notificationSettingsViewSchema } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { NotificationSettingsService } from './notification-settings.service';

/** Both routes answer the caller's choices as they now stand. */
const NotificationSettingsRoute = apiRoutesAnswering(notificationSettingsViewSchema);

@Controller('notification-settings')
export class NotificationSettingsController {
  constructor(private readonly notifications: NotificationSettingsService) {}

  @Get()
  @NotificationSettingsRoute({
    operationId: 'getNotificationSettings',
    access: 'signed-in',
    summary: "The caller's e-mail reminder and digest choices",
  })
  settings(@CurrentUser() user: User): Promise<NotificationSettings> {
    return this.notifications.settings(user);
  }

  // The service parses the body with the declared schema (a missing body is refused, not read as {}).
  @Put()
  @NotificationSettingsRoute({
    operationId: 'updateNotificationSettings',
    access: 'signed-in',
    summary: 'Switch e-mail reminders and the host digest on or off for every event',
    body: notificationSettingsSchema,
    example: { emailReminders: true, hostDigest: false },
    errors: { 409: ['NO_EMAIL'] },
  })
  update(@CurrentUser() user: User, @Body() body: NotificationSettingsInput): Promise<NotificationSettings> {
    return this.notifications.updateSettings(user, body);
  }
}
