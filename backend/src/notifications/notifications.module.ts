import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { PushModule } from '../push/push.module';
import { NotificationSettingsController } from './notification-settings.controller';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [JobsModule, PushModule, InvitationsModule],
  controllers: [NotificationsController, NotificationSettingsController],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
