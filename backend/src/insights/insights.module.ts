import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';
import { PlanningController } from './planning.controller';

// Read-only over an event's RSVPs and dishes: it reads them from the events module's snapshot.
@Module({
  imports: [EventsModule],
  controllers: [InsightsController, PlanningController],
  providers: [InsightsService],
  exports: [InsightsService],
})
export class InsightsModule {}
