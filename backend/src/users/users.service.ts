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
       ON CONFLICT ("email") DO UPDATE SET
         "firstName" = COALESCE(EXCLUDED."firstName", "users"."firstName"),
         "lastName" = COALESCE(EXCLUDED."lastName", "users"."lastName"),
         "profileImageUrl" = COALESCE(EXCLUDED."profileImageUrl", "users"."profileImageUrl"),
         "updatedAt" = now()
       RETURNING *`,
      [email, blankToNull(identity.firstName), blankToNull(identity.lastName), blankToNull(identity.profileImageUrl)],
    );
    return toUser(rows[0]);
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
