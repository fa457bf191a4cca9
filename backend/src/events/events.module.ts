import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
// eslint-disable-next-line import-x/no-restricted-paths -- event reads count RSVPs and dishes in SQL; moves to their modules with table ownership
import { DishEntity } from '../dishes/dish.entity';
// eslint-disable-next-line import-x/no-restricted-paths -- event reads count RSVPs and dishes in SQL; moves to their modules with table ownership
import { RsvpEntity } from '../rsvps/rsvp.entity';
import { DashboardController } from './dashboard.controller';
import { EventEntity } from './event.entity';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';
import { PublicEventsController } from './public-events.controller';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity, RsvpEntity, DishEntity])],
  controllers: [EventsController, PublicEventsController, DashboardController],
  providers: [EventsService],
  exports: [EventsService],
})
export class EventsModule {}
