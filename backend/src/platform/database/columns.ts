import { Column, CreateDateColumn, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// Column shapes the tables share, so an entity reads as what it stores. Every timestamp is timestamptz.

/** A random uuid primary key. */
export const UuidPrimaryKey = () => PrimaryGeneratedColumn('uuid');

/** A uuid column that holds another row's id (the relation beside it says which table). */
export const UuidColumn = () => Column({ type: 'uuid' });

/** Optional free text. */
export const OptionalText = () => Column({ type: 'text', nullable: true });

/** A string of at most `length` characters, starting as `initially` when one is given. */
export const Varchar = (length: number, initially?: string) =>
  Column({ type: 'varchar', length, ...(initially === undefined ? {} : { default: initially }) });

/** An optional string of at most `length` characters. */
export const OptionalVarchar = (length: number) => Column({ type: 'varchar', length, nullable: true });

/** A yes/no column that starts as `initially`. */
export const Flag = (initially: boolean) => Column({ type: 'boolean', default: initially });

/** An optional moment. */
export const OptionalTimestamp = () => Column({ type: 'timestamptz', nullable: true });

export const CreatedAt = () => CreateDateColumn({ type: 'timestamptz' });
export const UpdatedAt = () => UpdateDateColumn({ type: 'timestamptz' });

/**
 * The row this one belongs to, through the id in `column`: loaded only when a query asks for it, and this row is
 * deleted with it.
 */
export function BelongsTo<T>(target: () => new () => T, column: string): PropertyDecorator {
  return (prototype, property) => {
    ManyToOne(target, { onDelete: 'CASCADE' })(prototype, property);
    JoinColumn({ name: column })(prototype, property);
  };
}

/**
 * The person who wrote or brought this row, through the id in `column`: loaded only when a query asks for it, and
 * their user row cannot be deleted while this row names them (a guest merged into an account hands it over first).
 */
export function AuthoredBy<T>(target: () => new () => T, column: string): PropertyDecorator {
  return (prototype, property) => {
    ManyToOne(target, { onDelete: 'RESTRICT' })(prototype, property);
    JoinColumn({ name: column })(prototype, property);
  };
}
