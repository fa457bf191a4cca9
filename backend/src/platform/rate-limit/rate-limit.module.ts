import { Global, Module } from '@nestjs/common';
import { MutationRateLimitInterceptor } from './mutation-rate-limit.interceptor';
import { RateLimitService } from './rate-limit.service';
import { WriteLimits } from './write-limits';

/** Rate limits for every module, counted in PostgreSQL (see RateLimitService), and the write limits (WriteLimits). */
@Global()
@Module({
  providers: [RateLimitService, WriteLimits, MutationRateLimitInterceptor],
  exports: [RateLimitService, WriteLimits],
})
export class RateLimitModule {}
