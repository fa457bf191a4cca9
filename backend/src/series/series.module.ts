import { CreationPolicyModule } from '../creation-policy/creation-policy.module';
import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PushModule } from '../push/push.module';
import { SeriesController } from './series.controller';
import { SeriesNoticesService } from './series-notices.service';
import { SeriesService } from './series.service';

/**
 * Potluck series: repeating events, their occurrences, cancellations, the job that creates occurrences ahead, and the
 * jobs that invite the series' guests to each occurrence and tell them of a cancellation.
 */
@Module({
  imports: [CreationPolicyModule, EventsModule, JobsModule, PushModule],
  controllers: [SeriesController],
  providers: [SeriesService, SeriesNoticesService],
  exports: [SeriesService],
})
export class SeriesModule {}
