import { Controller, Get, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { apiRoutesAnswering } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import { talkNotifySchema, type TalkNotify } from '../contracts/conversation.contract';
import type { User } from '../contracts/user.rules';
import { TalkSettingsService } from './talk-settings.service';

/** Both routes answer the caller's choice as it now stands. */
const TalkSettingsRoute = apiRoutesAnswering(talkNotifySchema);

@Controller('notification-settings/conversation')
export class TalkSettingsController {
  constructor(private readonly settings: TalkSettingsService) {}

  @Get()
  @TalkSettingsRoute({
    operationId: 'getConversationNotifications',
    access: 'signed-in',
    summary: 'How the caller hears about conversations: push, e-mail digest or none',
  })
  get(@CurrentUser() user: User): Promise<TalkNotify> {
    return this.settings.get(user);
  }

  @Put()
  @TalkSettingsRoute({
    operationId: 'updateConversationNotifications',
    access: 'signed-in',
    summary: 'Choose push, e-mail digest or none for announcements, answers and replies, for every event',
    body: talkNotifySchema,
    example: { channel: 'digest' },
  })
  set(@CurrentUser() user: User, @ValidBody() body: TalkNotify): Promise<TalkNotify> {
    return this.settings.set(user, body);
  }
}
