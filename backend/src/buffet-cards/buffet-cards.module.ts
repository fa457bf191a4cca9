import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { BuffetCardsController } from './buffet-cards.controller';
import { BuffetCardsService } from './buffet-cards.service';

/** Printable buffet cards: a dish's name, who brought it, its allergen and diet marks and a QR code to it. */
@Module({
  imports: [EventsModule],
  controllers: [BuffetCardsController],
  providers: [BuffetCardsService],
})
export class BuffetCardsModule {}
