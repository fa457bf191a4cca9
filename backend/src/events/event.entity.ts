import { Column, Entity, Index } from 'typeorm';
import type { Question } from '../contracts/question.rules';
import {
  BelongsTo,
  CreatedAt,
  Flag,
  OptionalText,
  OptionalTimestamp,
  OptionalVarchar,
  UpdatedAt,
  UuidColumn,
  UuidPrimaryKey,
  Varchar,
} from '../platform/database/columns';
import type { EventTheme } from '../contracts/common.contract';
import type { DishSlots } from '../contracts/planning.rules';
import { UserEntity } from '../users/user.entity';

@Entity('events')
export class EventEntity {
  @UuidPrimaryKey()
  id: string;

  @Varchar(255)
  name: string;

  @OptionalText()
  description: string | null;

  @OptionalVarchar(32)
  theme: EventTheme | null;

  /** Null while a date poll is open (the host has not picked one of its options yet). */
  @Index()
  @Column({ type: 'timestamptz', nullable: true })
  date: Date | null;

  @OptionalVarchar(500)
  location: string | null;

  /** Set while an operator hides the event: everyone else gets the answer of a missing event. */
  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @Index()
  @UuidColumn()
  hostId: string;

  @BelongsTo(() => UserEntity, 'hostId')
  host?: UserEntity;

  @OptionalVarchar(2048)
  imageUrl: string | null;

  @Flag(true)
  allowNonVegetarian: boolean;

  @Flag(true)
  allowVegetarian: boolean;

  @Flag(true)
  allowVegan: boolean;

  @OptionalText()
  dietaryNote: string | null;

  /** Off: guests see counts but not who else is coming. */
  @Flag(true)
  showGuestList: boolean;
  /** How many dishes of each category group the host wants; null: no slots. */
  @Column({ type: 'jsonb', nullable: true })
  dishSlots: DishSlots | null;

  /** Most people (adults + kids) Going; beyond it Going answers are waitlisted. Null: no limit. */
  @Column({ type: 'integer', nullable: true })
  capacity: number | null;

  /** The host's own questions, asked by the RSVP form (up to QUESTIONS_MAX). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  questions: Question[];

  /** From this time on only hosts and co-hosts change answers (see `answersClosed`). Null: no deadline. */
  @OptionalTimestamp()
  answersCloseAt: Date | null;
  // IANA zone the event takes place in: every date the server writes (messages, e-mails, calendars) uses it.
  @Varchar(64, 'UTC')
  timeZone: string;

  @Flag(true)
  remindersEnabled: boolean;

  // Calendar SEQUENCE: raised on every edit so calendar apps replace their copy.
  @Column({ type: 'int', default: 0 })
  calendarSequence: number;

  /** The series this event is an occurrence of, and the start its rule gave it (see the series module). */
  @Column({ type: 'uuid', nullable: true })
  seriesId: string | null;

  @OptionalTimestamp()
  seriesStart: Date | null;

  // What the kitchen has (the kitchen module); null: not stated, nothing is checked against it.
  @Column({ type: 'integer', nullable: true })
  kitchenOvens: number | null;

  @Column({ type: 'integer', nullable: true })
  kitchenOutlets: number | null;

  @Column({ type: 'integer', nullable: true })
  kitchenFridgeShelves: number | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
