import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { EventTheme } from '../contracts/common.contract';
import type { DishSlots } from '../contracts/planning.rules';
import { UserEntity } from '../users/user.entity';

@Entity('events')
export class EventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  theme: EventTheme | null;

  /** Null while a date poll is open (the host has not picked one of its options yet). */
  @Index()
  @Column({ type: 'timestamptz', nullable: true })
  date: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  location: string | null;

  @Index()
  @Column({ type: 'uuid' })
  hostId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hostId' })
  host?: UserEntity;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: true })
  allowNonVegetarian: boolean;

  @Column({ type: 'boolean', default: true })
  allowVegetarian: boolean;

  @Column({ type: 'boolean', default: true })
  allowVegan: boolean;

  @Column({ type: 'text', nullable: true })
  dietaryNote: string | null;

  /** Off: guests see counts but not who else is coming. */
  @Column({ type: 'boolean', default: true })
  showGuestList: boolean;
  /** How many dishes of each category group the host wants; null: no slots. */
  @Column({ type: 'jsonb', nullable: true })
  dishSlots: DishSlots | null;

  /** Most people (adults + kids) Going; beyond it Going answers are waitlisted. Null: no limit. */
  @Column({ type: 'integer', nullable: true })
  capacity: number | null;
  // IANA zone the event takes place in: every date the server writes (messages, e-mails, calendars) uses it.
  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @Column({ type: 'boolean', default: true })
  remindersEnabled: boolean;

  // Calendar SEQUENCE: raised on every edit so calendar apps replace their copy.
  @Column({ type: 'int', default: 0 })
  calendarSequence: number;

  /** The series this event is an occurrence of, and the start its rule gave it (see the series module). */
  @Column({ type: 'uuid', nullable: true })
  seriesId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  seriesStart: Date | null;

  // What the kitchen has (the kitchen module); null: not stated, nothing is checked against it.
  @Column({ type: 'integer', nullable: true })
  kitchenOvens: number | null;

  @Column({ type: 'integer', nullable: true })
  kitchenOutlets: number | null;

  @Column({ type: 'integer', nullable: true })
  kitchenFridgeShelves: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
