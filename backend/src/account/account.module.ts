import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DishesModule } from '../dishes/dishes.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PhotosModule } from '../photos/photos.module';
import { PushModule } from '../push/push.module';
import { RsvpsModule } from '../rsvps/rsvps.module';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountDataRepository } from './account-data.repository';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';

/** What a person may do with their own account as a whole: take their data with them, or delete it. */
@Module({
  imports: [
    PhotosModule,
    AuthModule,
    DishesModule,
    InvitationsModule,
    NotificationsModule,
    PushModule,
    RsvpsModule,
    UsersModule,
  ],
  controllers: [AccountController],
  providers: [AccountDataRepository, AccountExportService, AccountDeletionService],
})
export class AccountModule {}
