import { Injectable } from '@nestjs/common';
import { costDataOf } from '../costs/costs.queries';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AccountDeletionPlan } from '../contracts/responses.contract';
import { PERSON_NAME_SQL } from '../users/person-name.sql';

type Rows = Record<string, unknown>[];

/**
 * The read model of a person's own data export: what they typed and chose, in every module's tables, by the person's
 * id (the sections of PERSON_COLUMNS). Secrets (session, guest link and calendar tokens, push keys) are never read.
 */
@Injectable()
export class AccountDataRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The events the person hosts (soonest first), each with its co-hosts by the name their host sees. */
  async hostedEventsWithCoHosts(
    userId: string,
    db: Pick<EntityManager, 'query'> = this.db,
  ): Promise<AccountDeletionPlan['hostedEvents']> {
    const rows: { id: string; name: string; date: Date | null; coHosts: { id: string; name: string | null }[] }[] =
      await db.query(
        `SELECT e."id", e."name", e."date",
                COALESCE((SELECT json_agg(json_build_object('id', u."id", 'name', ${PERSON_NAME_SQL}) ORDER BY r."createdAt")
                            FROM "rsvps" r JOIN "users" u ON u."id" = r."userId"
                           WHERE r."eventId" = e."id" AND r."coHost" AND r."userId" <> e."hostId"), '[]') AS "coHosts"
           FROM "events" e WHERE e."hostId" = $1
          ORDER BY e."date" NULLS LAST, e."id"`,
        [userId],
      );
    return rows.map((e) => ({
      id: e.id,
      name: e.name,
      date: e.date === null ? null : new Date(e.date).toISOString(),
      coHosts: e.coHosts,
    }));
  }

  async of(userId: string): Promise<Record<string, unknown>> {
    const q = (sql: string): Promise<Rows> => this.db.query(sql, [userId]);
    const [profile] = await q(
      `SELECT "id", "email", "firstName", "lastName", "nickname", "phoneNumber", "locale", "isGuest",
              "googleSub" IS NOT NULL AS "signsInWithGoogle", "createdAt", "updatedAt"
       FROM "users" WHERE "id" = $1`,
    );
    const [hostedEvents, hostedSeries, rsvps, dishes, comments, reactions, questions, answersGiven] = await Promise.all(
      [
        q(`SELECT "id", "name", "description", "theme", "date", "timeZone", "location", "dietaryNote", "capacity",
                "showGuestList", "thankYou", "questions", "answersCloseAt", "createdAt", "updatedAt"
         FROM "events" WHERE "hostId" = $1 ORDER BY "date"`),
        q(`SELECT "id", "frequency", "firstLocal", "timeZone", "createdAt" FROM "event_series" WHERE "hostId" = $1`),
        q(`SELECT r."eventId", e."name" AS "eventName", r."status", r."adultCount", r."kidCount",
                r."dietaryRestrictions", r."allergies", r."bringingSupplies", r."coHost", r."waitlistedAt",
                r."answers", e."questions", r."respondedAt", r."createdAt", r."updatedAt"
         FROM "rsvps" r JOIN "events" e ON e."id" = r."eventId" WHERE r."userId" = $1 ORDER BY r."createdAt"`),
        q(`SELECT d."id", d."eventId", e."name" AS "eventName", d."name", d."category", d."description",
                d."servingSize", d."recipeLink", d."afterNote", d."containerLeft", d."arrivesAt", d."createdAt"
         FROM "dishes" d JOIN "events" e ON e."id" = d."eventId" WHERE d."contributorId" = $1 ORDER BY d."createdAt"`),
        q(`SELECT "id", "eventId", "parentId", "body", "editedAt", "createdAt"
         FROM "comments" WHERE "authorId" = $1 ORDER BY "createdAt"`),
        q(`SELECT "commentId", "reaction", "createdAt" FROM "comment_reactions" WHERE "userId" = $1`),
        q(`SELECT "id", "eventId", "body", "answer", "answeredAt", "createdAt"
         FROM "questions" WHERE "askerId" = $1 ORDER BY "createdAt"`),
        q(`SELECT "id" AS "questionId", "eventId", "answer", "answeredAt"
         FROM "questions" WHERE "answeredBy" = $1 ORDER BY "answeredAt"`),
      ],
    );
    const [announcements, pollAnswers, invitationsSent, removedFrom, pushSubscriptions] = await Promise.all([
      q(`SELECT "id", "eventId", "body", "audience", "createdAt" FROM "announcements" WHERE "authorId" = $1`),
      q(`SELECT a."eventId", o."startsAt" AS "option", a."answer", a."answeredAt"
         FROM "date_poll_answers" a JOIN "date_poll_options" o ON o."id" = a."optionId" WHERE a."userId" = $1`),
      q(`SELECT "eventId", "email", "phoneNumber", "message", "status", "sentAt", "createdAt"
         FROM "invitations" WHERE "invitedByUserId" = $1 ORDER BY "createdAt"`),
      q(`SELECT "eventId", "createdAt" FROM "event_removals" WHERE "userId" = $1`),
      // The push service's address names only the browser's vendor and an opaque id; the keys are secrets.
      q(`SELECT "endpoint", "createdAt" FROM "push_subscriptions" WHERE "userId" = $1`),
    ]);
    const [notifications, conversation, mutedEvents, calendarFeed, signIns, reports, jobs] = await Promise.all([
      q(`SELECT "emailReminders", "hostDigest", "updatedAt" FROM "notification_settings" WHERE "userId" = $1`),
      q(`SELECT "channel", "updatedAt" FROM "conversation_settings" WHERE "userId" = $1`),
      q(`SELECT "eventId", "createdAt" FROM "conversation_mutes" WHERE "userId" = $1`),
      q(`SELECT "createdAt" FROM "calendar_feeds" WHERE "userId" = $1`),
      // The providers the person signs in with, and the id each gives them.
      q(`SELECT "issuer", "subject", "createdAt" FROM "user_identities" WHERE "userId" = $1 ORDER BY "createdAt"`),
      // What they told the operators about events ("Report this event").
      q(`SELECT "eventId", "reason", "createdAt" FROM "event_reports" WHERE "reporterId" = $1 ORDER BY "createdAt"`),
      // The jobs besides food they took.
      q(`SELECT h."eventId", j."title", j."startsAt", h."createdAt" AS "takenAt"
         FROM "job_helpers" h JOIN "jobs" j ON j."id" = h."jobId" WHERE h."userId" = $1 ORDER BY h."createdAt"`),
    ]);
    return {
      profile,
      hostedEvents,
      hostedSeries,
      rsvps,
      dishes,
      jobs,
      comments,
      reactions,
      questions,
      answersGiven,
      announcements,
      pollAnswers,
      invitationsSent,
      removedFrom,
      settings: {
        notifications: notifications[0] ?? null,
        conversation: conversation[0] ?? null,
        mutedEvents,
        calendarFeedSince: calendarFeed[0]?.createdAt ?? null,
      },
      pushSubscriptions,
      signIns,
      reports,
      costs: await costDataOf(this.db, userId),
    };
  }
}
