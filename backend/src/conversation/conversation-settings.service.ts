import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ConversationNotify } from '../contracts/conversation.contract';
import type { User } from '../contracts/user.rules';
import { conversationChannel } from './conversation-recipients.repository';

/**
 * Each person's choice of how conversations reach them, kept for accounts and guests alike (a guest without an
 * address can still choose push or nothing). Choosing e-mail changes nothing of the mail policy: an unconfirmed or
 * stopped address still gets nothing.
 */
@Injectable()
export class ConversationSettingsService {
  constructor(private readonly db: DataSource) {}

  async get(user: User): Promise<ConversationNotify> {
    return { channel: await conversationChannel(this.db, user.id) };
  }

  async set(user: User, input: ConversationNotify): Promise<ConversationNotify> {
    await this.db.query(
      `INSERT INTO "conversation_settings" ("userId", "channel") VALUES ($1, $2)
       ON CONFLICT ("userId") DO UPDATE SET "channel" = EXCLUDED."channel", "updatedAt" = now()`,
      [user.id, input.channel],
    );
    return this.get(user);
  }
}
