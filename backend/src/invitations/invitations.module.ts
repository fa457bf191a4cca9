import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { UsersModule } from '../users/users.module';
import { InvitationEntity } from './invitation.entity';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { PromotionMailer } from './promotion-mailer';
import { SmsDelivery } from './sms-delivery';

@Module({
  imports: [TypeOrmModule.forFeature([InvitationEntity]), EventsModule, UsersModule],
  controllers: [InvitationsController],
  providers: [InvitationsService, SmsDelivery, PromotionMailer],
  exports: [InvitationsService],
})
export class InvitationsModule {}
