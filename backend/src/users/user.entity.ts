import { Column, Entity } from 'typeorm';
import { CreatedAt, Flag, OptionalVarchar, UpdatedAt, UuidPrimaryKey } from '../platform/database/columns';

@Entity('users')
export class UserEntity {
  @UuidPrimaryKey()
  id: string;

  /** Unique among accounts; a guest's optional address is unverified and never matched. */
  @OptionalVarchar(320)
  email: string | null;

  @Flag(false)
  isGuest: boolean;

  /** Google's stable subject identifier: how a Google sign-in finds its account (unique). */
  @OptionalVarchar(255)
  googleSub: string | null;

  /** SHA-256 of the guest's personal link token; the token itself is never stored. */
  @Column({ type: 'char', length: 64, nullable: true })
  guestTokenHash: string | null;

  @OptionalVarchar(255)
  guestJoinKey: string | null;

  @Column({ type: 'char', length: 64, nullable: true })
  guestJoinFingerprint: string | null;

  @OptionalVarchar(100)
  firstName: string | null;

  @OptionalVarchar(100)
  lastName: string | null;

  @OptionalVarchar(100)
  nickname: string | null;

  @OptionalVarchar(2048)
  profileImageUrl: string | null;

  @OptionalVarchar(32)
  phoneNumber: string | null;

  /** The language chosen for pages, e-mails and push (a supported locale); null: none chosen yet. */
  @OptionalVarchar(16)
  locale: string | null;

  /** When this person last started a session: a guest identity unused for RETENTION_GUEST_MONTHS is deleted. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  /** Set while an operator blocks the account: it cannot sign in, and its events answer as missing ones do. */
  @Column({ type: 'timestamptz', nullable: true })
  blockedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
