import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { AccountController } from './account.controller';
import { AccountDataRepository } from './account-data.repository';
import { AccountExportService } from './account-export.service';

/** What a person may do with their own account as a whole: take their data with them. */
@Module({
  imports: [PhotosModule],
  controllers: [AccountController],
  providers: [AccountDataRepository, AccountExportService],
})
export class AccountModule {}
