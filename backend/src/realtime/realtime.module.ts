import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EventsModule } from '../events/events.module';
import { InsightsModule } from '../insights/insights.module';
import { PgNotifyBridge } from './pg-notify.bridge';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';

/** Live updates on /ws: domain events → this process's sockets, and to other processes through LISTEN/NOTIFY. */
@Module({
  imports: [AuthModule, EventsModule, InsightsModule],
  providers: [RealtimeGateway, RealtimeService, PgNotifyBridge],
})
export class RealtimeModule {}
