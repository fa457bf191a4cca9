import { Global, Module } from '@nestjs/common';
import { EmailConfirmationService } from './email-confirmation.service';
import { MailController } from './mail.controller';
import { MailService } from './mail.service';
import { SuppressionList } from './suppression-list';

/** Outgoing mail for every module: one transport, one policy, one suppression list (see MailService). */
@Global()
@Module({
  controllers: [MailController],
  providers: [MailService, SuppressionList, EmailConfirmationService],
  exports: [MailService, SuppressionList, EmailConfirmationService],
})
export class MailModule {}
