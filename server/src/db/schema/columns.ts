/** Column shapes several tables share. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money: exact `numeric(12,2)`, a decimal string in JS. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
