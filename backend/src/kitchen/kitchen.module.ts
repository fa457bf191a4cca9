import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { KitchenController } from './kitchen.controller';
import { KitchenService } from './kitchen.service';

/** Kitchen logistics: what each dish needs and when it arrives, what the kitchen has, and where that clashes. */
@Module({
  imports: [EventsModule],
  controllers: [KitchenController],
  providers: [KitchenService],
})
export class KitchenModule {}
