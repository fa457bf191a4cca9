import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PushModule } from '../push/push.module';
import { SeriesController } from './series.controller';
import { SeriesService } from './series.service';

/** Potluck series: repeating events, their occurrences, cancellations and the job that creates occurrences ahead. */
@Module({
  imports: [EventsModule, JobsModule, PushModule],
  controllers: [SeriesController],
  providers: [SeriesService],
})
export class SeriesModule {}
