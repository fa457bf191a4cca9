import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PushModule } from '../push/push.module';
import { AnnouncementDelivery } from './announcement-delivery';
import { AnnouncementsService } from './announcements.service';
import { CommentsService } from './comments.service';
import { ConversationController } from './conversation.controller';
import { QuestionsService } from './questions.service';
import { ConversationDigest } from './conversation-digest';
import { ConversationNotifier } from './conversation-notifier';
import { ConversationSettingsController } from './conversation-settings.controller';
import { ConversationSettingsService } from './conversation-settings.service';
import { ConversationService } from './conversation.service';
import { CommentsController } from './comments.controller';

/** The event's conversation: announcements, questions to the host and the thread of comments. */
@Module({
  imports: [EventsModule, JobsModule, PushModule],
  controllers: [ConversationController, CommentsController, ConversationSettingsController],
  providers: [
    ConversationService,
    AnnouncementsService,
    AnnouncementDelivery,
    QuestionsService,
    CommentsService,
    ConversationSettingsService,
    ConversationNotifier,
    ConversationDigest,
  ],
})
export class ConversationModule {}
