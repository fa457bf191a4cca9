import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { CostsController } from './costs.controller';
import { CostsService } from './costs.service';

/** Costs, without handling money: what was bought, who paid, each household's share and who settled. */
@Module({
  imports: [EventsModule],
  controllers: [CostsController],
  providers: [CostsService],
  exports: [CostsService],
})
export class CostsModule {}
