import { Module } from '@nestjs/common';
import { DishesModule } from '../dishes/dishes.module';
import { EventsModule } from '../events/events.module';
import { PushModule } from '../push/push.module';
import { RsvpsModule } from '../rsvps/rsvps.module';
import { UsersModule } from '../users/users.module';
import { GuestsController } from './guests.controller';
import { GuestsService } from './guests.service';

@Module({
  imports: [UsersModule, EventsModule, RsvpsModule, DishesModule, PushModule],
  controllers: [GuestsController],
  providers: [GuestsService],
  exports: [GuestsService],
})
export class GuestsModule {}
