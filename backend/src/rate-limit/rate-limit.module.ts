import { Global, Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service';

/** Rate limits for every module, counted in PostgreSQL (see RateLimitService). */
@Global()
@Module({
  providers: [RateLimitService],
  exports: [RateLimitService],
})
export class RateLimitModule {}
