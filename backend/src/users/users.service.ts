import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type UpdateProfileInput, updateProfileSchema } from '../contracts/user.contract';
import type { User } from '../contracts/user.rules';
import { parseOrThrow } from '../common/zod-body.pipe';
import { UserEntity } from './user.entity';
import { BoundedMap } from '../common/bounded-map';
import { DomainEventsService } from '../domain-events/domain-events.service';
import { toUser } from './users.mapper';

export interface Identity {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

const USER_CACHE_TTL_MS = 10_000;
const USER_CACHE_ENTRIES = 20_000;

/** Counter for the benchmark's "statements per request". */
export const userReads = { count: 0 };

@Injectable()
export class UsersService {
  private readonly cache = new BoundedMap<string, { user: User | null; until: number }>(USER_CACHE_ENTRIES);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    domainEvents: DomainEventsService,
  ) {
    // Every change to a user row (names, deletion) is notified by a trigger to every process.
    domainEvents.onNotice((notice) => {
      if (notice.kind === 'user') this.cache.delete(notice.userId);
      else if (notice.kind === 'reset') this.cache.clear();
    });
  }

  /**
   * The signed-in user of a request, from memory for a few seconds (every request of a session needs it). A changed
   * or deleted user is dropped from the cache by the database's notice.
   */
  async findCachedById(id: string): Promise<User | null> {
    const hit = this.cache.get(id);
    if (hit && hit.until > Date.now()) return hit.user;
    userReads.count++;
    const user = await this.findById(id);
    this.cache.set(id, { user, until: Date.now() + USER_CACHE_TTL_MS });
    return user;
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
    this.cache.delete(rows[0].id);
    return toUser(rows[0]);
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
    this.cache.delete(guestId);
  }

  /** Locks a guest identity for the caller's transaction; false when there is no such guest. */
  async lockGuest(tx: EntityManager, guestId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(`SELECT "id" FROM "users" WHERE "id" = $1 AND "isGuest" FOR UPDATE`, [
      guestId,
    ]);
    return rows.length > 0;
  }

  /** The guest a join with this Idempotency-Key created, with the fingerprint of that first request. */
  async findGuestByJoinKey(joinKey: string): Promise<{ user: User; fingerprint: string | null } | null> {
    const row = await this.users.findOneBy({ guestJoinKey: joinKey, isGuest: true });
    return row ? { user: toUser(row), fingerprint: row.guestJoinFingerprint } : null;
  }

  async findGuestByTokenHash(tokenHash: string): Promise<User | null> {
    const row = await this.users.findOneBy({ guestTokenHash: tokenHash, isGuest: true });
    return row ? toUser(row) : null;
  }

  /** Replaces the guest's personal link: the previous one stops working at once. */
  async setGuestToken(userId: string, tokenHash: string): Promise<void> {
    await this.users.update({ id: userId, isGuest: true }, { guestTokenHash: tokenHash });
  }

  async updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
    const { nickname } = parseOrThrow(updateProfileSchema, input);
    await this.users.update({ id: userId }, { nickname });
    this.cache.delete(userId);
    const user = await this.users.findOneByOrFail({ id: userId });
    return toUser(user);
  }
}

function blankToNull(v: string | null | undefined): string | null {
  const t = v?.trim();
  return t ? t : null;
}
