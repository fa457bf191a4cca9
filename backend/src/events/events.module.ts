import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreationPolicyModule } from '../creation-policy/creation-policy.module';
import { DashboardController } from './dashboard.controller';
import { EventEntity } from './event.entity';
import { EventAccessService } from './event-access.service';
import { EventExportService } from './event-export.service';
import { EventRetentionService } from './event-retention.service';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';
import { PublicEventsController } from './public-events.controller';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), CreationPolicyModule],
  controllers: [EventsController, PublicEventsController, DashboardController],
  providers: [EventAccessService, EventsService, EventExportService, EventRetentionService],
  exports: [EventAccessService, EventsService, EventExportService, EventRetentionService],
})
export class EventsModule {}
