import { Module } from '@nestjs/common';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PushModule } from '../push/push.module';
import { NotificationSettingsController } from './notification-settings.controller';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [JobsModule, PushModule],
  controllers: [NotificationSettingsController],
  providers: [NotificationsService, NotificationSettingsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
