import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
// eslint-disable-next-line import-x/no-restricted-paths -- the planning input reads RSVPs and dishes directly; moves behind their services with table ownership
import { DishEntity } from '../dishes/dish.entity';
import { EventsModule } from '../events/events.module';
// eslint-disable-next-line import-x/no-restricted-paths -- the planning input reads RSVPs and dishes directly; moves behind their services with table ownership
import { RsvpEntity } from '../rsvps/rsvp.entity';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';
import { PlanningController } from './planning.controller';

// Read-only over RSVPs and dishes: it reads their tables directly instead of depending on the modules that write them.
@Module({
  imports: [EventsModule, TypeOrmModule.forFeature([RsvpEntity, DishEntity])],
  controllers: [InsightsController, PlanningController],
  providers: [InsightsService],
  exports: [InsightsService],
})
export class InsightsModule {}
