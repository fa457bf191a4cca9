import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Unique among accounts; a guest's optional address is unverified and never matched. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  @Column({ type: 'boolean', default: false })
  isGuest: boolean;

  /** Google's stable subject identifier: how a Google sign-in finds its account (unique). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  googleSub: string | null;

  /** SHA-256 of the guest's personal link token; the token itself is never stored. */
  @Column({ type: 'char', length: 64, nullable: true })
  guestTokenHash: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  guestJoinKey: string | null;

  @Column({ type: 'char', length: 64, nullable: true })
  guestJoinFingerprint: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  nickname: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phoneNumber: string | null;

  /** The language chosen for pages, e-mails and push (a supported locale); null: none chosen yet. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  locale: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
