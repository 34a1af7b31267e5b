/**
 * The audit log (issues 20, 36): every operator write, and every status step a customer takes on their own
 * order, written in the same transaction as the write, with the values before and after.
 */
import { ORDER_ACTOR_KINDS } from '@wurzelwerk/shared';
import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Who did it; kept (set null) when the account goes, with the e-mail address beside it. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** An operator (or a command line tool), or a customer stepping their own order (issue 36). */
    actorKind: text('actor_kind', { enum: ORDER_ACTOR_KINDS }).notNull().default('operator'),
    /** What was done, e.g. `assetType.update`, and to which record (`asset_types` / its id). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    // The console's filters (decision 0079): by kind (`action` by its prefix), by person, by record.
    index('audit_log_action_idx').on(t.action.op('text_pattern_ops'), t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
