import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type UpdateProfileInput, type User, updateProfileSchema } from '../contracts/user.contract';
import { parseOrThrow } from '../common/zod-body.pipe';
import { UserEntity } from './user.entity';
import { toUser } from './users.mapper';

export interface Identity {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

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
    const user = await this.users.findOneByOrFail({ id: userId });
    return toUser(user);
  }
}

function blankToNull(v: string | null | undefined): string | null {
  const t = v?.trim();
  return t ? t : null;
}
