/**
 * Writing the audit log (issues 20, 36): one entry per write, inside the transaction of the write it
 * records. The operators' writes come through domains/admin; a customer's step on their own order through
 * domains/orders.
 */
import type { OrderActorKind } from '@wurzelwerk/shared';
import type { Executor } from './client';
import { auditLog } from './schema';

/** Who did it: an operator of a request or a command line tool (the default), or a customer. */
export type Actor = { id: string | null; email: string; kind?: OrderActorKind };

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit entry; call it inside the transaction of the write it records. `at` only for the
 * sample data's past steps (db/seed/orderSteps.ts); a real write is stamped by the database.
 */
export async function recordAudit(tx: Executor, actor: Actor, entry: AuditEntry, at?: Date): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorKind: actor.kind ?? 'operator',
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    // Dates and numeric strings as JSON shows them; secrets never reach here (callers pass chosen columns).
    before: entry.before === undefined ? null : JSON.parse(JSON.stringify(entry.before)),
    after: entry.after === undefined ? null : JSON.parse(JSON.stringify(entry.after)),
    ...(at ? { createdAt: at } : {}),
  });
}
