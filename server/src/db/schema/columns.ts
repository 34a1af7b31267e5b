/** Column shapes several tables share. */
import { type AnyPgColumn, bigint, integer, numeric, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Money: exact `numeric(12,2)`, a decimal string in JS. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Money in integer cents (required): `bigint`, a number in JS. */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** The integer id of the row this one refers to (required; that row stays while referred to). */
export const integerReference = (name: string, column: () => AnyPgColumn) =>
  integer(name).notNull().references(column);

/** The bigint id (a number in JS) of the row this one refers to (required; that row stays while referred to). */
export const bigintReference = (name: string, column: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(column);

/** The text id of the row this one refers to (required; that row stays while referred to). */
export const textReference = (name: string, column: () => AnyPgColumn) =>
  text(name).notNull().references(column);

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const requiredText = (name: string) => text(name).notNull();
type RequiredText = ReturnType<typeof requiredText>;

/** A required text in German and English (a `Localized`): `<key>De` and `<key>En` (`<key>_de`, `_en`). */
export function localizedText<K extends string>(key: K): Record<`${K}De` | `${K}En`, RequiredText> {
  return {
    [`${key}De`]: requiredText(`${key}_de`),
    [`${key}En`]: requiredText(`${key}_en`),
  } as Record<`${K}De` | `${K}En`, RequiredText>;
}

/** The columns a catalogue table opens with: id, slug, category, the name and the description. */
export const catalogueEntry = <C extends readonly [string, ...string[]]>(categories: C) => ({
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category', { enum: categories }).notNull(),
  ...localizedText('name'),
  ...localizedText('description'),
});

/** The id of the row this one belongs to; it goes when that row goes. */
export const belongsTo = (name: string, column: () => AnyPgColumn) =>
  text(name).notNull().references(column, { onDelete: 'cascade' });
