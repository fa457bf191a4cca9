import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type UpdateProfileInput, updateProfileSchema } from '../contracts/user.contract';
import type { User } from '../contracts/user.rules';
import { parseOrThrow } from '../platform/common/zod-validation';
import { UserEntity } from './user.entity';
import { LookupCache } from '../platform/common/lookup-cache';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { toUser } from './users.mapper';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { Clock } from '../platform/clock/clock';

/** PostgreSQL's SQLSTATE for a row still referenced where the reference refuses the deletion. */
/**
 * What PostgreSQL answers when a reference refuses a row's deletion: a foreign key violation (23503), or, for a
 * RESTRICT key, a restrict violation (23001), which it also reports (seen when another transaction wrote the
 * referencing row while the deletion ran).
 */
const STILL_REFERENCED = new Set(['23503', '23001']);
/** Guest identities one purge looks at, oldest first. */
const GUESTS_PER_PURGE = 1000;

export interface Identity {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

/** Who Google says signed in: its stable subject id, and the e-mail only when Google has verified it. */
export interface GoogleIdentity {
  sub: string;
  verifiedEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** Who an OpenID Connect provider says signed in: its issuer and stable subject, the e-mail only when verified. */
export interface OidcIdentity {
  issuer: string;
  sub: string;
  verifiedEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * Why an identity from Google or an OpenID Connect provider cannot sign in; `reason` names the message the sign-in
 * screen shows (the caller logs the refusal and sends the person back there).
 */
export class IdentityRefused extends Error {
  override readonly name = 'IdentityRefused';
  constructor(
    readonly reason: 'unverified-email' | 'email-taken',
    message: string,
  ) {
    super(message);
  }
}

/** Retired join keys are kept this long; after it the guest's own join key has long expired too. */
const RETIRED_JOIN_KEY_DAYS = 30;

const USER_CACHE_TTL_MS = 10_000;
const USER_CACHE_ENTRIES = 20_000;

@Injectable()
export class UsersService {
  private readonly cache = new LookupCache<string, User | null>(USER_CACHE_ENTRIES, USER_CACHE_TTL_MS);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    domainEvents: DomainEventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    // Every change to a user row (names, deletion) is notified by a trigger to every process.
    domainEvents.onNotice((notice) => {
      if (notice.kind === 'user') this.cache.forget(notice.userId);
      else if (notice.kind === 'reset') this.cache.clear();
    });
  }

  /**
   * The signed-in user of a request, from memory for a few seconds (every request of a session needs it). A changed
   * or deleted user is dropped from the cache by the database's notice. An account an operator blocked is no user
   * of a session: null, as for a deleted one.
   */
  findCachedById(id: string): Promise<User | null> {
    return this.cache.get(id, async () => {
      const row = await this.users.findOneBy({ id });
      return row && !row.blockedAt ? toUser(row) : null;
    });
  }

  /**
   * Drops a person from this process's cache after a change made elsewhere (an operator blocked them): their next
   * request here reads the row again. Other processes hear the row's notice.
   */
  forget(userId: string): void {
    this.cache.forget(userId);
  }

  /** Whether an operator blocked this account (it may not sign in). */
  async isBlocked(id: string): Promise<boolean> {
    const rows: { blocked: boolean }[] = await this.users.query(
      `SELECT "blockedAt" IS NOT NULL AS "blocked" FROM "users" WHERE "id" = $1`,
      [id],
    );
    return rows[0]?.blocked === true;
  }

  async findById(id: string): Promise<User | null> {
    const user = await this.users.findOneBy({ id });
    return user ? toUser(user) : null;
  }

  /** Sign-in creates the user on first visit and refreshes names and picture from the identity provider. */
  async upsertFromIdentity(identity: Identity): Promise<User> {
    const email = identity.email.trim().toLowerCase();
    const rows: UserEntity[] = await this.users.query(
      `INSERT INTO "users" ("email", "firstName", "lastName", "profileImageUrl")
       VALUES ($1, $2, $3, $4)
       ON CONFLICT ("email") WHERE NOT "isGuest" DO UPDATE SET
         "firstName" = COALESCE(EXCLUDED."firstName", "users"."firstName"),
         "lastName" = COALESCE(EXCLUDED."lastName", "users"."lastName"),
         "profileImageUrl" = COALESCE(EXCLUDED."profileImageUrl", "users"."profileImageUrl"),
         "updatedAt" = now()
       RETURNING *`,
      [email, blankToNull(identity.firstName), blankToNull(identity.lastName), blankToNull(identity.profileImageUrl)],
    );
    this.cache.forget(rows[0].id);
    return toUser(rows[0]);
  }

  /**
   * A Google sign-in finds its account by `sub`. Only when no account has that `sub` yet is the e-mail used (and
   * only an address Google has verified), once: it attaches the `sub` to the account with that address that has
   * none yet, or creates a new account. A guest's address is never matched. Names and picture are refreshed.
   */
  async signInWithGoogle(identity: GoogleIdentity): Promise<User> {
    const profile = [
      blankToNull(identity.firstName),
      blankToNull(identity.lastName),
      blankToNull(identity.profileImageUrl),
    ];
    const user = await this.users.manager.transaction(async (tx) => {
      // An UPDATE answers [rows, affected count].
      const [bySub]: [UserEntity[], number] = await tx.query(
        `UPDATE "users" SET
           "firstName" = COALESCE($2, "firstName"),
           "lastName" = COALESCE($3, "lastName"),
           "profileImageUrl" = COALESCE($4, "profileImageUrl"),
           "updatedAt" = now()
         WHERE "googleSub" = $1 AND NOT "isGuest"
         RETURNING *`,
        [identity.sub, ...profile],
      );
      if (bySub[0]) return bySub[0];
      const email = identity.verifiedEmail?.trim().toLowerCase();
      if (!email) throw new IdentityRefused('unverified-email', 'The Google account has no verified e-mail address');
      const byEmail: UserEntity[] = await tx.query(
        `SELECT * FROM "users" WHERE "email" = $1 AND NOT "isGuest" FOR UPDATE`,
        [email],
      );
      if (byEmail[0]) {
        if (byEmail[0].googleSub !== null) {
          throw new IdentityRefused(
            'email-taken',
            'The account with this e-mail address belongs to another Google account',
          );
        }
        const [attached]: [UserEntity[], number] = await tx.query(
          `UPDATE "users" SET
             "googleSub" = $2,
             "firstName" = COALESCE($3, "firstName"),
             "lastName" = COALESCE($4, "lastName"),
             "profileImageUrl" = COALESCE($5, "profileImageUrl"),
             "updatedAt" = now()
           WHERE "id" = $1
           RETURNING *`,
          [byEmail[0].id, identity.sub, ...profile],
        );
        return attached[0];
      }
      const created: UserEntity[] = await tx.query(
        `INSERT INTO "users" ("email", "googleSub", "firstName", "lastName", "profileImageUrl")
         VALUES ($1, $2, $3, $4, $5)
         RETURNING *`,
        [email, identity.sub, ...profile],
      );
      return created[0];
    });
    this.cache.forget(user.id);
    return toUser(user);
  }

  /**
   * An OpenID Connect sign-in finds its account by (issuer, subject). Only when no account has that identity yet is
   * the e-mail used (and only an address the provider says is verified), once: it links the identity to the account
   * with that address, unless that account already has another identity from the same issuer; or it creates a new
   * account. A guest's address is never matched. Names and picture are refreshed.
   */
  async signInWithOidc(identity: OidcIdentity): Promise<User> {
    try {
      return await this.linkOidcIdentity(identity);
    } catch (err) {
      // Two first sign-ins of one person at once: the one that lost the race finds the identity the other linked.
      if ((err as { code?: unknown }).code !== '23505') throw err;
      return this.linkOidcIdentity(identity);
    }
  }

  private async linkOidcIdentity(identity: OidcIdentity): Promise<User> {
    const profile = [
      blankToNull(identity.firstName),
      blankToNull(identity.lastName),
      blankToNull(identity.profileImageUrl),
    ];
    const refresh = `UPDATE "users" SET
         "firstName" = COALESCE($2, "firstName"),
         "lastName" = COALESCE($3, "lastName"),
         "profileImageUrl" = COALESCE($4, "profileImageUrl"),
         "updatedAt" = now()
       WHERE "id" = $1 AND NOT "isGuest"
       RETURNING *`;
    const user = await this.users.manager.transaction(async (tx) => {
      const linked: { userId: string }[] = await tx.query(
        `SELECT "userId" FROM "user_identities" WHERE "issuer" = $1 AND "subject" = $2`,
        [identity.issuer, identity.sub],
      );
      if (linked[0]) {
        const [rows]: [UserEntity[], number] = await tx.query(refresh, [linked[0].userId, ...profile]);
        if (rows[0]) return rows[0];
      }
      const email = identity.verifiedEmail?.trim().toLowerCase();
      if (!email) {
        throw new IdentityRefused('unverified-email', 'The provider has not verified the e-mail address');
      }
      const byEmail: UserEntity[] = await tx.query(
        `SELECT * FROM "users" WHERE "email" = $1 AND NOT "isGuest" FOR UPDATE`,
        [email],
      );
      let userId = byEmail[0]?.id;
      if (userId) {
        const other: unknown[] = await tx.query(
          `SELECT 1 FROM "user_identities" WHERE "userId" = $1 AND "issuer" = $2`,
          [userId, identity.issuer],
        );
        if (other.length) {
          throw new IdentityRefused(
            'email-taken',
            'The account with this e-mail address belongs to another account of this provider',
          );
        }
      } else {
        const created: UserEntity[] = await tx.query(`INSERT INTO "users" ("email") VALUES ($1) RETURNING "id"`, [
          email,
        ]);
        userId = created[0].id;
      }
      await tx.query(`INSERT INTO "user_identities" ("userId", "issuer", "subject") VALUES ($1, $2, $3)`, [
        userId,
        identity.issuer,
        identity.sub,
      ]);
      const [rows]: [UserEntity[], number] = await tx.query(refresh, [userId, ...profile]);
      return rows[0];
    });
    this.cache.forget(user.id);
    return toUser(user);
  }

  /** A guest identity: a name, an optional unverified e-mail, the hash of their personal link. */
  async createGuest(guest: {
    name: string;
    email: string | null;
    tokenHash: string;
    joinKey: string | null;
    joinFingerprint: string;
  }): Promise<User> {
    const rows: UserEntity[] = await this.users.query(
      `INSERT INTO "users" ("isGuest", "firstName", "email", "guestTokenHash", "guestJoinKey", "guestJoinFingerprint")
       VALUES (true, $1, $2, $3, $4, $5)
       RETURNING *`,
      [guest.name, guest.email, guest.tokenHash, guest.joinKey, guest.joinFingerprint],
    );
    return toUser(rows[0]);
  }

  /** Removes a guest identity (never an account); inside the caller's transaction when one is given. */
  async deleteGuest(guestId: string, tx: EntityManager = this.users.manager): Promise<void> {
    await tx.query(`DELETE FROM "users" WHERE "id" = $1 AND "isGuest"`, [guestId]);
    this.cache.forget(guestId);
  }

  /**
   * Locks a person (an account or a guest) for the deletion of their account; answers the addresses that may still
   * have mail waiting for them, or null when the person is gone already.
   */
  async lockForDeletion(
    tx: EntityManager,
    userId: string,
  ): Promise<{ email: string | null; phoneNumber: string | null } | null> {
    const rows: { email: string | null; phoneNumber: string | null }[] = await tx.query(
      `SELECT "email", "phoneNumber" FROM "users" WHERE "id" = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /**
   * Deletes a person's row, account or guest, inside the deletion's transaction. Every row that names them was let go
   * of before: what the references refuse to delete (what they wrote or brought) fails the deletion instead.
   */
  async deleteForever(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM "users" WHERE "id" = $1`, [userId]);
    this.cache.forget(userId);
  }

  /** The person started a session now (a guest joined or opened their personal link): their identity is in use. */
  async markSeen(userId: string): Promise<void> {
    await this.users.query(`UPDATE "users" SET "lastSeenAt" = $2 WHERE "id" = $1`, [userId, this.clock.now()]);
  }

  /**
   * Deletes the guest identities nobody has started a session with for RETENTION_GUEST_MONTHS before `now`, one
   * statement each; answers how many. A guest whose dishes, words or photos are still in a kept event is
   * kept (those references refuse the deletion) until that event is deleted; everything else of theirs (answers,
   * settings, subscriptions) goes with them.
   */
  async purgeUnusedGuests(now: Date): Promise<number> {
    const stale: { id: string }[] = await this.users.query(
      `SELECT "id" FROM "users"
        WHERE "isGuest" AND "lastSeenAt" < $1::timestamptz - make_interval(months => $2)
        ORDER BY "lastSeenAt" LIMIT $3`,
      [now, this.config.retention.guestMonths, GUESTS_PER_PURGE],
    );
    let deleted = 0;
    for (const { id } of stale) {
      try {
        // Seen again since the select: kept.
        const [, n]: [unknown, number] = await this.users.query(
          `DELETE FROM "users"
            WHERE "id" = $1 AND "isGuest" AND "lastSeenAt" < $2::timestamptz - make_interval(months => $3)`,
          [id, now, this.config.retention.guestMonths],
        );
        this.cache.forget(id);
        deleted += n;
      } catch (err) {
        if (!STILL_REFERENCED.has((err as { code?: string }).code ?? '')) throw err;
      }
    }
    return deleted;
  }

  /** Locks a guest identity for the caller's transaction; false when there is no such guest. */
  async lockGuest(tx: EntityManager, guestId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT "id" FROM "users" WHERE "id" = $1 AND "isGuest" FOR UPDATE`, [
      guestId,
    ]);
    return rows.length > 0;
  }

  /** The guest a join with this Idempotency-Key created, with the fingerprint of that first request. */
  async findGuestByJoinKey(
    joinKey: string,
  ): Promise<{ user: User; fingerprint: string | null; joinedAt: Date } | null> {
    const row = await this.users.findOneBy({ guestJoinKey: joinKey, isGuest: true });
    return row ? { user: toUser(row), fingerprint: row.guestJoinFingerprint, joinedAt: row.createdAt } : null;
  }

  /** True when this join key's guest renewed their link or moved into an account: it may sign nobody in. */
  async isJoinKeyRetired(joinKey: string): Promise<boolean> {
    const rows: unknown[] = await this.users.query(`SELECT 1 FROM "retired_guest_join_keys" WHERE "key" = $1`, [
      joinKey,
    ]);
    return rows.length > 0;
  }

  /**
   * Ends the guest's join key: a replay of their join is refused from now on. Inside the caller's transaction when
   * one is given. Keys retired long ago are forgotten on the way.
   */
  async retireJoinKey(guestId: string, tx: EntityManager = this.users.manager): Promise<void> {
    await tx.query(
      `INSERT INTO "retired_guest_join_keys" ("key")
       SELECT "guestJoinKey" FROM "users" WHERE "id" = $1 AND "isGuest" AND "guestJoinKey" IS NOT NULL
       ON CONFLICT ("key") DO NOTHING`,
      [guestId],
    );
    await tx.query(`UPDATE "users" SET "guestJoinKey" = NULL WHERE "id" = $1 AND "isGuest"`, [guestId]);
    await tx.query(`DELETE FROM "retired_guest_join_keys" WHERE "retiredAt" < now() - make_interval(days => $1)`, [
      RETIRED_JOIN_KEY_DAYS,
    ]);
  }

  /** A new personal link asked for by the guest: the previous link and the join key both stop working. */
  async renewGuestToken(guestId: string, tokenHash: string): Promise<void> {
    await this.users.manager.transaction(async (tx) => {
      await this.retireJoinKey(guestId, tx);
      await tx.getRepository(UserEntity).update({ id: guestId, isGuest: true }, { guestTokenHash: tokenHash });
    });
  }

  async findGuestByTokenHash(tokenHash: string): Promise<User | null> {
    const row = await this.users.findOneBy({ guestTokenHash: tokenHash, isGuest: true });
    return row ? toUser(row) : null;
  }

  /** Replaces the guest's personal link: the previous one stops working at once. */
  async setGuestToken(userId: string, tokenHash: string): Promise<void> {
    await this.users.update({ id: userId, isGuest: true }, { guestTokenHash: tokenHash });
  }

  /** Keeps the language a person chose (account or guest): their pages, mails and push follow it on every device. */
  async setLocale(userId: string, locale: string): Promise<User> {
    await this.users.update({ id: userId }, { locale });
    this.cache.forget(userId);
    return toUser(await this.users.findOneByOrFail({ id: userId }));
  }

  /** The language a person chose, or null (none yet, or no such person). */
  async localeOf(userId: string): Promise<string | null> {
    return (await this.findById(userId))?.locale ?? null;
  }

  async updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
    const { nickname } = parseOrThrow(updateProfileSchema, input);
    await this.users.update({ id: userId }, { nickname });
    this.cache.forget(userId);
    const user = await this.users.findOneByOrFail({ id: userId });
    return toUser(user);
  }
}

function blankToNull(v: string | null | undefined): string | null {
  const t = v?.trim();
  return t ? t : null;
}
