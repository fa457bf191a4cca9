import { Controller, Get, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { apiRoutesAnswering } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import { conversationNotifySchema, type ConversationNotify } from '../contracts/conversation.contract';
import type { User } from '../contracts/user.rules';
import { ConversationSettingsService } from './conversation-settings.service';

/** Both routes answer the caller's choice as it now stands. */
const ConversationSettingsRoute = apiRoutesAnswering(conversationNotifySchema);

@Controller('notification-settings/conversation')
export class ConversationSettingsController {
  constructor(private readonly settings: ConversationSettingsService) {}

  @Get()
  @ConversationSettingsRoute({
    operationId: 'getConversationNotifications',
    access: 'signed-in',
    summary: 'How the caller hears about conversations: push, e-mail digest or none',
  })
  get(@CurrentUser() user: User): Promise<ConversationNotify> {
    return this.settings.get(user);
  }

  @Put()
  @ConversationSettingsRoute({
    operationId: 'updateConversationNotifications',
    access: 'signed-in',
    summary: 'Choose push, e-mail digest or none for announcements, answers and replies, for every event',
    body: conversationNotifySchema,
    example: { channel: 'digest' },
  })
  set(@CurrentUser() user: User, @ValidBody() body: ConversationNotify): Promise<ConversationNotify> {
    return this.settings.set(user, body);
  }
}
