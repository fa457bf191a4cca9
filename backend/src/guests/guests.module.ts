import { DishesModule } from '../dishes/dishes.module';
import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { RsvpsModule } from '../rsvps/rsvps.module';
import { UsersModule } from '../users/users.module';
import { GuestsController } from './guests.controller';
import { GuestsService } from './guests.service';

@Module({
  imports: [UsersModule, EventsModule, RsvpsModule, DishesModule, InvitationsModule],
  controllers: [GuestsController],
  providers: [GuestsService],
  exports: [GuestsService],
})
export class GuestsModule {}
