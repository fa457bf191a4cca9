import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MutationRateLimitInterceptor } from './mutation-rate-limit.interceptor';
import { RateLimitService } from './rate-limit.service';
import { WriteLimits } from './write-limits';

/** Rate limits for every module, counted in PostgreSQL (see RateLimitService), and the write limits (WriteLimits). */
@Global()
@Module({
  providers: [RateLimitService, WriteLimits, { provide: APP_INTERCEPTOR, useClass: MutationRateLimitInterceptor }],
  exports: [RateLimitService, WriteLimits],
})
export class RateLimitModule {}
