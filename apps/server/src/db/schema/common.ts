import { customType, integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The `id serial primary key` every table with a surrogate key starts with. */
export const serialId = () => serial('id').primaryKey();

/** A point in time: every timestamp column is `timestamp with time zone`, read as a `Date`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A required reference to `target` whose row goes when the row it points at is deleted (ON DELETE CASCADE). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference to `target` that is cleared when the row it points at is deleted (ON DELETE SET NULL). */
export const setNullRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });
