import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { OperatorAction } from '../contracts/operator.rules';
import { blockedAccounts, peopleCount } from '../users/users.queries';

type Db = Pick<EntityManager, 'query'>;

export interface ReportRow {
  id: string;
  eventId: string;
  eventName: string | null;
  hostEmail: string | null;
  eventHidden: boolean;
  hostBlocked: boolean;
  reason: string;
  signedIn: boolean;
  createdAt: Date;
}

export interface AuditRow {
  id: string;
  operatorEmail: string;
  action: OperatorAction;
  target: string;
  createdAt: Date;
}

/** How many rows each list of the console shows (newest first). */
const LIST_ROWS = 200;

/**
 * The operator module's tables (reports, the audit log) and the console's read model: reports with their events and
 * hosts, and the instance's counts. It never writes another module's table.
 */
@Injectable()
export class OperatorRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether a report with this form or Idempotency-Key is already taken (a replay changes nothing). */
  async reportTaken(formKey: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM "event_reports" WHERE "formKey" = $1`, [formKey]);
    return rows.length > 0;
  }

  async addReport(eventId: string, reporterId: string | null, reason: string, formKey: string | null): Promise<void> {
    await this.db.query(
      `INSERT INTO "event_reports" ("eventId", "reporterId", "reason", "formKey") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("formKey") DO NOTHING`,
      [eventId, reporterId, reason, formKey],
    );
  }

  async reports(): Promise<ReportRow[]> {
    return this.db.query(
      `SELECT r."id", r."eventId", e."name" AS "eventName", h."email" AS "hostEmail",
              e."hiddenAt" IS NOT NULL AS "eventHidden", h."blockedAt" IS NOT NULL AS "hostBlocked",
              r."reason", r."reporterId" IS NOT NULL AS "signedIn", r."createdAt"
         FROM "event_reports" r
         JOIN "events" e ON e."id" = r."eventId"
         LEFT JOIN "users" h ON h."id" = e."hostId"
        ORDER BY r."createdAt" DESC, r."id"
        LIMIT ${LIST_ROWS}`,
    );
  }

  /** The event's name and its host's sign-in address, for the audit log (null: no such event). */
  async eventLabel(db: Db, eventId: string): Promise<string | null> {
    const rows: { name: string; email: string | null }[] = await db.query(
      `SELECT e."name", h."email" FROM "events" e LEFT JOIN "users" h ON h."id" = e."hostId" WHERE e."id" = $1`,
      [eventId],
    );
    return rows[0] ? `${rows[0].name} (${eventId}, host ${rows[0].email ?? 'unknown'})` : null;
  }

  async figures(): Promise<{ events: number; hiddenEvents: number; blockedAccounts: number; reports: number }> {
    const rows: { events: number; hiddenEvents: number; blockedAccounts: number; reports: number }[] =
      await this.db.query(
        `SELECT (SELECT count(*)::int FROM "events") AS "events",
                (SELECT count(*)::int FROM "events" WHERE "hiddenAt" IS NOT NULL) AS "hiddenEvents",
                (SELECT count(*)::int FROM "users" WHERE "blockedAt" IS NOT NULL) AS "blockedAccounts",
                (SELECT count(*)::int FROM "event_reports") AS "reports"`,
      );
    return rows[0];
  }

  /** One line of the audit log, in the transaction of the action it records. */
  async audit(tx: Db, operatorEmail: string, action: OperatorAction, target: string): Promise<void> {
    await tx.query(`INSERT INTO "operator_actions" ("operatorEmail", "action", "target") VALUES ($1, $2, $3)`, [
      operatorEmail,
      action,
      target,
    ]);
  }

  async auditLog(): Promise<AuditRow[]> {
    return this.db.query(
      `SELECT "id", "operatorEmail", "action", "target", "createdAt" FROM "operator_actions"
        ORDER BY "createdAt" DESC, "id" LIMIT ${LIST_ROWS}`,
    );
  }

  people(): Promise<{ accounts: number; guests: number }> {
    return peopleCount(this.db);
  }

  blockedAccounts(): Promise<{ id: string; email: string; blockedAt: Date }[]> {
    return blockedAccounts(this.db);
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
