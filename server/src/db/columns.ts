import { Column, ColumnOptions, CreateDateColumn, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/*
 * Column helpers in n8n's abstract-entity style. One set of entity classes serves both dialects in
 * the same process (tests run SQLite and MariaDB side by side), so each helper uses a TypeORM type
 * that each driver maps itself:
 *  - JSON: `json` — SQLite stores it as text; MariaDB's JSON is LONGTEXT with a json_valid check,
 *    MySQL's a native JSON column. TypeORM stringifies and parses on both.
 *  - datetimes: `datetime` with millisecond precision, always UTC (the MySQL connection uses
 *    timezone 'Z'; the SQLite driver writes UTC strings).
 *  - booleans: `boolean` — INTEGER 0/1 on SQLite, TINYINT(1) on MySQL.
 */

export const OBJECT_ID_LENGTH = 24;

/** The 24-hex primary key; filled in on insert when not set. */
export function IdColumn(): PropertyDecorator {
  return PrimaryColumn({ type: 'varchar', length: OBJECT_ID_LENGTH });
}

/** A reference to another row's id (the column beside a ManyToOne relation). */
export function RefColumn(options: { nullable?: boolean } = {}): PropertyDecorator {
  return Column({ type: 'varchar', length: OBJECT_ID_LENGTH, nullable: options.nullable ?? false });
}

export function JsonColumn(options: { nullable?: boolean } = {}): PropertyDecorator {
  return Column({ type: 'json', nullable: options.nullable ?? false });
}

export function DateTimeColumn(options: { nullable?: boolean } = {}): PropertyDecorator {
  return Column({ type: 'datetime', precision: 3, nullable: options.nullable ?? false });
}

export function BoolColumn(options: { default: boolean }): PropertyDecorator {
  return Column({ type: 'boolean', default: options.default });
}

export function IntColumn(options: { default?: number; nullable?: boolean } = {}): PropertyDecorator {
  const column: ColumnOptions = { type: 'integer', nullable: options.nullable ?? false };
  if (options.default !== undefined) column.default = options.default;
  return Column(column);
}

export function TextColumn(options: { nullable?: boolean } = {}): PropertyDecorator {
  // MySQL TEXT holds 64 KB, enough for descriptions and answers; JSON documents use JsonColumn.
  return Column({ type: 'text', nullable: options.nullable ?? false });
}

export function StringColumn(length: number, options: { nullable?: boolean; default?: string } = {}): PropertyDecorator {
  const column: ColumnOptions = { type: 'varchar', length, nullable: options.nullable ?? false };
  if (options.default !== undefined) column.default = options.default;
  return Column(column);
}

/*
 * Row bookkeeping, set by the database. Domain times (expiry, registration, ledger time) come from
 * the Clock instead. Precision 6 because TypeORM's MySQL default is CURRENT_TIMESTAMP(6), and MySQL
 * requires the default's precision to match the column's.
 */
export function CreatedAtColumn(): PropertyDecorator {
  return CreateDateColumn({ type: 'datetime', precision: 6 });
}

export function UpdatedAtColumn(): PropertyDecorator {
  return UpdateDateColumn({ type: 'datetime', precision: 6 });
}

/** Base of every entity with an ObjectId primary key; ObjectIdSubscriber fills it in on insert. */
export abstract class WithObjectId {
  @IdColumn()
  id: string;
}
