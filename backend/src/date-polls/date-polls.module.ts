import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PushModule } from '../push/push.module';
import { DatePollNoticesService } from './date-poll-notices.service';
import { DatePollsController } from './date-polls.controller';
import { DatePollsService } from './date-polls.service';

/** Date polls: options instead of one date, answers, the host's pick and the notices it sends. */
@Module({
  imports: [EventsModule, JobsModule, PushModule],
  controllers: [DatePollsController],
  providers: [DatePollsService, DatePollNoticesService],
})
export class DatePollsModule {}
