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
import type { DishCategory } from '../contracts/common.contract';
import { EventEntity } from '../events/event.entity';
import { UserEntity } from '../users/user.entity';

@Entity('dishes')
@Index(['eventId', 'createdAt'])
export class DishEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: EventEntity;

  @Index()
  @Column({ type: 'uuid' })
  contributorId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contributorId' })
  contributor?: UserEntity;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 32 })
  category: DishCategory;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  servingSize: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  recipeLink: string | null;

  @Column({ type: 'boolean', default: false })
  isVegetarian: boolean;

  @Column({ type: 'boolean', default: false })
  isVegan: boolean;

  @Column({ type: 'boolean', default: false })
  isGlutenFree: boolean;

  @Column({ type: 'boolean', default: false })
  isDairyFree: boolean;

  @Column({ type: 'boolean', default: false })
  containsNuts: boolean;

  @Column({ type: 'boolean', default: false })
  isSpicy: boolean;

  @Column({ type: 'boolean', default: false })
  containsMeat: boolean;

  // Kitchen logistics (the kitchen module): the oven's three columns are set together or not at all.
  @Column({ type: 'integer', nullable: true })
  ovenTemperature: number | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  ovenUnit: 'C' | 'F' | null;

  @Column({ type: 'integer', nullable: true })
  ovenMinutes: number | null;

  @Column({ type: 'boolean', default: false })
  needsStove: boolean;

  @Column({ type: 'boolean', default: false })
  needsFridge: boolean;

  @Column({ type: 'boolean', default: false })
  needsFreezer: boolean;

  @Column({ type: 'boolean', default: false })
  needsOutlet: boolean;

  @Column({ type: 'boolean', default: false })
  needsUtensils: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  arrivesAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
