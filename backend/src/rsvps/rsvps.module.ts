import { Module } from '@nestjs/common';
import { DishesModule } from '../dishes/dishes.module';
import { EventsModule } from '../events/events.module';
import { RsvpsController } from './rsvps.controller';
import { RsvpsService } from './rsvps.service';

@Module({
  imports: [EventsModule, DishesModule],
  controllers: [RsvpsController],
  providers: [RsvpsService],
  exports: [RsvpsService],
})
export class RsvpsModule {}
