import { Column, Entity, Index } from 'typeorm';
import {
  AuthoredBy,
  CreatedAt,
  Flag,
  OptionalText,
  OptionalTimestamp,
  OptionalVarchar,
  UpdatedAt,
  UuidColumn,
  Varchar,
} from '../platform/database/columns';
import type { DishCategory } from '../contracts/common.contract';
import { EventOwnedRow } from '../events/event-owned-row';
import { UserEntity } from '../users/user.entity';

@Entity('dishes')
@Index(['eventId', 'createdAt'])
export class DishEntity extends EventOwnedRow {
  @Index()
  @UuidColumn()
  contributorId: string;

  @AuthoredBy(() => UserEntity, 'contributorId')
  contributor?: UserEntity;

  @Varchar(255)
  name: string;

  @Varchar(32)
  category: DishCategory;

  @OptionalText()
  description: string | null;

  @OptionalVarchar(100)
  servingSize: string | null;

  @OptionalVarchar(2048)
  imageUrl: string | null;

  @OptionalVarchar(2048)
  recipeLink: string | null;

  @Flag(false)
  isVegetarian: boolean;

  @Flag(false)
  isVegan: boolean;

  @Flag(false)
  isGlutenFree: boolean;

  @Flag(false)
  isDairyFree: boolean;

  @Flag(false)
  containsNuts: boolean;

  @Flag(false)
  isSpicy: boolean;

  @Flag(false)
  containsMeat: boolean;

  // Kitchen logistics (the kitchen module): the oven's three columns are set together or not at all.
  @Column({ type: 'integer', nullable: true })
  ovenTemperature: number | null;

  @OptionalVarchar(1)
  ovenUnit: 'C' | 'F' | null;

  @Column({ type: 'integer', nullable: true })
  ovenMinutes: number | null;

  @Flag(false)
  needsStove: boolean;

  @Flag(false)
  needsFridge: boolean;

  @Flag(false)
  needsFreezer: boolean;

  @Flag(false)
  needsOutlet: boolean;

  @Flag(false)
  needsUtensils: boolean;

  @OptionalTimestamp()
  arrivesAt: Date | null;

  /** Offered by its contributor to another guest: missing again until a going guest takes it over. */
  @OptionalTimestamp()
  offeredAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
