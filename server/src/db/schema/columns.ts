/** Column shapes several tables share. */
import { numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Money: exact `numeric(12,2)`, a decimal string in JS. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

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
