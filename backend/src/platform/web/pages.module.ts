import { Module } from '@nestjs/common';
import { OperatorModule } from '../../operator/operator.module';
import { AuthModule } from '../../auth/auth.module';
import { EventsModule } from '../../events/events.module';
import { GuestsModule } from '../../guests/guests.module';
import { PhotosModule } from '../../photos/photos.module';
import { RsvpsModule } from '../../rsvps/rsvps.module';
import { UsersModule } from '../../users/users.module';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { JoinPageController } from './join-page.controller';
import { JoinPageService } from './join-page.service';
import { APP_SHELL, appShellOf } from './page-routes';
import { ShellPageController } from './shell-page.controller';
import { ShellPageService } from './shell-page.service';

/**
 * The pages rendered on the server, outside the API's prefix and its document: the join page and the app shell (see
 * PAGE_ROUTES). The shell's fallback answers every GET path, so its controller comes last and this module is
 * imported last.
 */
@Module({
  imports: [AuthModule, EventsModule, GuestsModule, OperatorModule, PhotosModule, RsvpsModule, UsersModule],
  controllers: [JoinPageController, ShellPageController],
  providers: [
    { provide: APP_SHELL, useFactory: (config: AppConfig) => appShellOf(config), inject: [APP_CONFIG] },
    JoinPageService,
    ShellPageService,
  ],
})
export class PagesModule {}
