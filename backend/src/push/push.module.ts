import { Module } from '@nestjs/common';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PushController } from './push.controller';
import { PushNotifier } from './push-notifier';
import { PushService } from './push.service';

@Module({
  imports: [JobsModule],
  controllers: [PushController],
  providers: [PushService, PushNotifier],
  exports: [PushService],
})
export class PushModule {}
