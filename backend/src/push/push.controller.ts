import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import type { PushConfig, PushSubscriptionInput, PushUnsubscribeInput } from '../contracts/notifications.contract';
import type { User } from '../contracts/user.rules';
import { PushService } from './push.service';

@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Get('public-key')
  publicKey(): PushConfig {
    return this.push.publicConfig();
  }

  @Post('subscriptions')
  subscribe(@CurrentUser() user: User, @Body() body: PushSubscriptionInput): Promise<{ id: string }> {
    return this.push.subscribe(user, body);
  }

  @Delete('subscriptions')
  @HttpCode(204)
  unsubscribe(@CurrentUser() user: User, @Body() body: PushUnsubscribeInput): Promise<void> {
    return this.push.unsubscribe(user, body);
  }
}
