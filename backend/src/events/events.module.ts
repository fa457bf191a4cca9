import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DashboardController } from './dashboard.controller';
import { EventEntity } from './event.entity';
import { EventAccessService } from './event-access.service';
import { EventExportService } from './event-export.service';
import { EventRetentionService } from './event-retention.service';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';
import { PublicEventsController } from './public-events.controller';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity])],
  controllers: [EventsController, PublicEventsController, DashboardController],
  providers: [EventAccessService, EventsService, EventExportService, EventRetentionService],
  exports: [EventAccessService, EventsService, EventExportService, EventRetentionService],
})
export class EventsModule {}
