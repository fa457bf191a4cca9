import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MutationRateLimitInterceptor } from './mutation-rate-limit.interceptor';
import { RateLimitService } from './rate-limit.service';

/** Rate limits for every module, counted in PostgreSQL (see RateLimitService). */
@Global()
@Module({
  providers: [RateLimitService, { provide: APP_INTERCEPTOR, useClass: MutationRateLimitInterceptor }],
  exports: [RateLimitService],
})
export class RateLimitModule {}
