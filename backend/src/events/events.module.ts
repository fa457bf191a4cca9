import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DashboardController } from './dashboard.controller';
import { EventEntity } from './event.entity';
import { EventAccessService } from './event-access.service';
import { EventExportService } from './event-export.service';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';
import { PublicEventsController } from './public-events.controller';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity])],
  controllers: [EventsController, PublicEventsController, DashboardController],
  providers: [EventAccessService, EventsService, EventExportService],
  exports: [EventAccessService, EventsService, EventExportService],
})
export class EventsModule {}
