import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PushModule } from '../push/push.module';
import { AnnouncementDelivery } from './announcement-delivery';
import { AnnouncementsService } from './announcements.service';
import { CommentsService } from './comments.service';
import { ConversationController } from './conversation.controller';
import { QuestionsService } from './questions.service';
import { TalkDigest } from './talk-digest';
import { TalkNotifier } from './talk-notifier';
import { TalkSettingsController } from './talk-settings.controller';
import { TalkSettingsService } from './talk-settings.service';
import { TalkService } from './talk.service';
import { ThreadController } from './thread.controller';

/** Announcements, questions to the host and the event thread. */
@Module({
  imports: [EventsModule, JobsModule, PushModule],
  controllers: [ConversationController, ThreadController, TalkSettingsController],
  providers: [
    TalkService,
    AnnouncementsService,
    AnnouncementDelivery,
    QuestionsService,
    CommentsService,
    TalkSettingsService,
    TalkNotifier,
    TalkDigest,
  ],
})
export class ConversationModule {}
