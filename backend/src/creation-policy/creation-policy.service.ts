import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { mayCreateEvents, type EventCreationMode } from '../contracts/operator.rules';
import { serverText } from '../i18n/server-text';
import type { User } from '../contracts/user.rules';
import { AppException } from '../platform/common/app-exception';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { isOperator } from '../platform/config/operators';

export interface CreationPolicy {
  mode: EventCreationMode;
  allowlist: string[];
}

/**
 * Who may create events on this server: the operators choose it in the console (one row of `instance_settings`);
 * until they do, EVENT_CREATION says. Every way an event comes to be (a new event, a series' next dates, the next
 * potluck) asks `assertMayCreate` first.
 */
@Injectable()
export class CreationPolicyService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async current(db: Pick<EntityManager, 'query'> = this.db): Promise<CreationPolicy> {
    const rows: { eventCreation: EventCreationMode; creationAllowlist: string[] }[] = await db.query(
      `SELECT "eventCreation", "creationAllowlist" FROM "instance_settings" WHERE "id"`,
    );
    const row = rows[0];
    return row
      ? { mode: row.eventCreation, allowlist: row.creationAllowlist }
      : { mode: this.config.eventCreationDefault, allowlist: [] };
  }

  /** The operators' choice, inside their change's transaction (with its audit row). */
  async set(tx: EntityManager, policy: CreationPolicy): Promise<void> {
    await tx.query(
      `INSERT INTO "instance_settings" ("id", "eventCreation", "creationAllowlist", "updatedAt")
       VALUES (true, $1, $2, now())
       ON CONFLICT ("id") DO UPDATE SET "eventCreation" = $1, "creationAllowlist" = $2, "updatedAt" = now()`,
      [policy.mode, [...new Set(policy.allowlist)]],
    );
  }

  /** 403 EVENT_CREATION_CLOSED when the policy does not let this account create events. */
  async assertMayCreate(user: User): Promise<void> {
    const operator = isOperator(this.config, user);
    if (operator) return;
    if (mayCreateEvents(await this.current(), user.email, operator)) return;
    throw AppException.forbidden(serverText('error.event.creationClosed'), 'EVENT_CREATION_CLOSED');
  }
}
