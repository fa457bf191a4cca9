import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { JobEntity, JobHelperEntity } from './job.entity';
import { EventJobsController, NudgeController } from './jobs.controller';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PushModule } from '../push/push.module';
import { NudgeService } from './nudge.service';
import { EventJobsService } from './jobs.service';

@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobHelperEntity]), EventsModule, JobsModule, PushModule],
  controllers: [EventJobsController, NudgeController],
  providers: [EventJobsService, NudgeService],
  exports: [EventJobsService],
})
export class EventJobsModule {}
