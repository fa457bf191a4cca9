import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { VersionedAnswerInterceptor } from './versioned-answer.interceptor';
import { VersionsService } from './versions.service';

/** Event and list versions in memory, and the ETag/304 answers built on them. */
@Global()
@Module({
  providers: [VersionsService, { provide: APP_INTERCEPTOR, useClass: VersionedAnswerInterceptor }],
  exports: [VersionsService],
})
export class VersionsModule {}
