import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { InvitationEntity } from './invitation.entity';
import { InvitationDelivery } from './invitation-delivery';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { OutboxMessageEntity } from './outbox-message.entity';
import { PromotionMailer } from './promotion-mailer';
import { UsersModule } from '../users/users.module';

@Module({
  imports: [TypeOrmModule.forFeature([InvitationEntity, OutboxMessageEntity]), EventsModule, UsersModule],
  controllers: [InvitationsController],
  providers: [InvitationsService, InvitationDelivery, PromotionMailer],
  exports: [InvitationsService],
})
export class InvitationsModule {}
