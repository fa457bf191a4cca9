import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { UsersModule } from '../users/users.module';
import { CheckInController, DoorDutiesController } from './check-in.controller';
import { CheckInService } from './check-in.service';

/** Check-in at the door: households' codes, arrivals (with their dish) and the door helpers the hosts name. */
@Module({
  imports: [EventsModule, UsersModule],
  controllers: [CheckInController, DoorDutiesController],
  providers: [CheckInService],
})
export class CheckInModule {}
