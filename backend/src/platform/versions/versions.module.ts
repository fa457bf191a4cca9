import { Global, Module } from '@nestjs/common';
import { EventChanges } from './event-changes';
import { VersionedAnswerInterceptor } from './versioned-answer.interceptor';
import { VersionsService } from './versions.service';

/** Event and list versions in memory, the ETag/304 answers built on them, and the plain write path of an event. */
@Global()
@Module({
  providers: [VersionsService, EventChanges, VersionedAnswerInterceptor],
  exports: [VersionsService, EventChanges],
})
export class VersionsModule {}
