import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type PushConfig,
  type PushSubscriptionInput,
  type PushUnsubscribeInput,
} from '../contracts/notifications.contract';
import { pushConfigSchema, pushSubscriptionResultSchema } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { PushService } from './push.service';

const endpoint = 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH';

@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Get('public-key')
  @ApiRoute({
    operationId: 'getPushConfig',
    access: 'signed-in',
    summary: 'Whether Web Push is enabled, and the VAPID public key browsers subscribe with',
    response: pushConfigSchema,
  })
  publicKey(): PushConfig {
    return this.push.publicConfig();
  }

  // The body is parsed by the service with the declared schema, after its "push is off" check (409 PUSH_DISABLED
  // comes first, whatever the body).
  @Post('subscriptions')
  @ApiRoute({
    operationId: 'subscribePush',
    access: 'signed-in',
    summary:
      "Save this browser's push subscription for the caller (PushSubscription.toJSON()): browser push services only " +
      "(400 PUSH_ENDPOINT_REFUSED); the caller's oldest dropped past the per-user cap; another user's endpoint only " +
      'with the same keys (409 PUSH_SUBSCRIPTION_TAKEN)',
    body: pushSubscriptionSchema,
    example: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
    response: pushSubscriptionResultSchema,
    errors: { 400: ['PUSH_ENDPOINT_REFUSED'], 409: ['PUSH_DISABLED', 'PUSH_SUBSCRIPTION_TAKEN'] },
  })
  subscribe(@CurrentUser() user: User, @Body() body: PushSubscriptionInput): Promise<{ id: string }> {
    return this.push.subscribe(user, body);
  }

  // The service parses the body with the declared schema (a missing body is refused, not read as {}).
  @Delete('subscriptions')
  @ApiRoute({
    operationId: 'unsubscribePush',
    access: 'signed-in',
    summary: "Forget the caller's push subscription for this browser's endpoint",
    body: pushUnsubscribeSchema,
    example: { endpoint },
    response: null,
    status: 204,
  })
  unsubscribe(@CurrentUser() user: User, @Body() body: PushUnsubscribeInput): Promise<void> {
    return this.push.unsubscribe(user, body);
  }
}
