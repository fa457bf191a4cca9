import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { NextPotluckController } from './next-potluck.controller';
import { NextPotluckService } from './next-potluck.service';

/** After the party: the next potluck from this one (same settings, the same guests invited again). */
@Module({
  imports: [EventsModule, InvitationsModule],
  controllers: [NextPotluckController],
  providers: [NextPotluckService],
})
export class NextPotluckModule {}
