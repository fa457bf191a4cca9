import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { PushModule } from '../push/push.module';
import { NotificationSettingsController } from './notification-settings.controller';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [JobsModule, PushModule],
  controllers: [NotificationSettingsController],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
