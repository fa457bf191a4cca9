import { Controller, Get, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import { talkNotifySchema, type TalkNotify } from '../contracts/conversation.contract';
import type { User } from '../contracts/user.rules';
import { TalkSettingsService } from './talk-settings.service';

@Controller('notification-settings/conversation')
export class TalkSettingsController {
  constructor(private readonly settings: TalkSettingsService) {}

  @Get()
  @ApiRoute({
    operationId: 'getConversationNotifications',
    summary: 'How the caller hears about conversations: push, e-mail digest or none',
    response: talkNotifySchema,
  })
  get(@CurrentUser() user: User): Promise<TalkNotify> {
    return this.settings.get(user);
  }

  @Put()
  @ApiRoute({
    operationId: 'updateConversationNotifications',
    summary: 'Choose push, e-mail digest or none for announcements, answers and replies, for every event',
    body: talkNotifySchema,
    example: { channel: 'digest' },
    response: talkNotifySchema,
  })
  set(@CurrentUser() user: User, @ValidBody() body: TalkNotify): Promise<TalkNotify> {
    return this.settings.set(user, body);
  }
}
