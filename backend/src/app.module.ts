import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { BuffetCardsModule } from './buffet-cards/buffet-cards.module';
import { CalendarModule } from './calendar/calendar.module';
import { CheckInModule } from './check-in/check-in.module';
import { CostsModule } from './costs/costs.module';
import { DatePollsModule } from './date-polls/date-polls.module';
import { SeriesModule } from './series/series.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PushModule } from './push/push.module';
import { PhotosModule } from './photos/photos.module';
import { HttpExceptionFilter } from './platform/common/http-exception.filter';
import { ConfigModule } from './platform/config/config.module';
import type { AppConfig } from './platform/config/config.schema';
import { DatabaseModule } from './platform/database/database.module';
import { ClockModule } from './platform/clock/clock.module';
import { ConversationModule } from './conversation/conversation.module';
import { DishesModule } from './dishes/dishes.module';
import { DocsModule } from './platform/docs/docs.module';
import { DomainEventsModule } from './platform/domain-events/domain-events.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './platform/health/health.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { IdempotencyModule } from './platform/idempotency/idempotency.module';
import { InsightsModule } from './insights/insights.module';
import { InvitationsModule } from './invitations/invitations.module';
import { KitchenModule } from './kitchen/kitchen.module';
import { EventJobsModule } from './jobs/jobs.module';
import { NextPotluckModule } from './next-potluck/next-potluck.module';
import { AfterPartyModule } from './after-party/after-party.module';
import { RetentionModule } from './retention/retention.module';
import { OperatorModule } from './operator/operator.module';
import { MailModule } from './mail/mail.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RsvpsModule } from './rsvps/rsvps.module';
import { UsersModule } from './users/users.module';
import { VersionsModule } from './platform/versions/versions.module';
import { I18nModule } from './i18n/i18n.module';
import { PagesModule } from './platform/web/pages.module';
import { WorkersModule } from './platform/workers/workers.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        AccountModule,
        DatabaseModule,
        MetricsModule,
        ClockModule,
        RateLimitModule,
        MailModule,
        DomainEventsModule,
        VersionsModule,
        WorkersModule,
        UsersModule,
        AuthModule,
        HealthModule,
        DocsModule,
        EventsModule,
        IdempotencyModule,
        DishesModule,
        InsightsModule,
        InvitationsModule,
        RsvpsModule,
        RealtimeModule,
        CalendarModule,
        PushModule,
        NotificationsModule,
        ConversationModule,
        CostsModule,
        CheckInModule,
        DatePollsModule,
        SeriesModule,
        BuffetCardsModule,
        KitchenModule,
        EventJobsModule,
        PhotosModule,
        I18nModule,
        NextPotluckModule,
        AfterPartyModule,
        RetentionModule,
        OperatorModule,
        // Last: the app shell's fallback answers every GET path no other route takes.
        PagesModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}
