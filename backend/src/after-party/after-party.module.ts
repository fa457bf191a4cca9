import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PushModule } from '../push/push.module';
import { AfterPartyController } from './after-party.controller';
import { AfterPartyNoticesService } from './after-party-notices.service';
import { AfterPartyService } from './after-party.service';

/** After the party: recipes and notes, containers to return, the host's thank-you, the prompt and the summary. */
@Module({
  imports: [EventsModule, JobsModule, PushModule],
  controllers: [AfterPartyController],
  providers: [AfterPartyService, AfterPartyNoticesService],
})
export class AfterPartyModule {}
