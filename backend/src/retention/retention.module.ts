import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EventsModule } from '../events/events.module';
import { PhotosModule } from '../photos/photos.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { IdempotencyModule } from '../platform/idempotency/idempotency.module';
import { PushModule } from '../push/push.module';
import { SeriesModule } from '../series/series.module';
import { UsersModule } from '../users/users.module';
import { RetentionNoticesService } from './retention-notices.service';
import { RetentionService } from './retention.service';

/** Retention: the hourly purge of what is kept no longer, and the host's notice before their event is deleted. */
@Module({
  imports: [
    AuthModule,
    EventsModule,
    IdempotencyModule,
    JobsModule,
    PhotosModule,
    PushModule,
    SeriesModule,
    UsersModule,
  ],
  providers: [RetentionService, RetentionNoticesService],
})
export class RetentionModule {}
