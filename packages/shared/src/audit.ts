/**
 * The console's audit log as operators read it (issues 20, 36; decision 0079): every action by name, the
 * kinds it is filtered by (an action's first part), the filter, an entry with the record's name, and the
 * change as a field-by-field diff.
 */
import { z } from 'zod';
import { page } from './admin';
import { ORDER_ACTOR_KINDS } from './orders';
import { lineField, textField } from './text';

/** Every action the audit log records; each has its words in the console's catalogues. */
export const AUDIT_ACTIONS = [
  'assetType.create',
  'assetType.update',
  'assetType.image',
  'assetType.publish',
  'assetType.unpublish',
  'product.create',
  'product.update',
  'product.stock',
  'news.create',
  'news.update',
  'news.publish',
  'news.unpublish',
  'stream.schedule',
  'stream.update',
  'stream.end',
  'stream.delete',
  'media.upload',
  'order.advance',
  'order.status',
  'order.cancel',
  'user.role',
  'user.lock',
  'user.unlock',
  'issuer.create',
  'issuer.update',
  'bank.statementImport',
  'bank.exceptionAssign',
  'bank.exceptionReturn',
  'bank.exceptionNote',
  'bank.returnFile',
  'funding.close',
  'release.create',
  'payout.record',
  'payout.default',
  'wallet.withdrawalsApproved',
  'complaint.answer',
  'sophisticated.approve',
  'sophisticated.reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An action's kind: the part before the dot (`order.cancel` → `order`). */
export type AuditKind = AuditAction extends `${infer K}.${string}` ? K : never;
export const auditKindOf = (action: string): string => action.split('.')[0] ?? action;

/** The kinds the log is filtered by, in the order of the list above. */
export const AUDIT_KINDS = [...new Set(AUDIT_ACTIONS.map(auditKindOf))] as [AuditKind, ...AuditKind[]];

export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

export const auditFilterInput = z
  .object({
    kind: z.enum(AUDIT_KINDS).optional(),
    /** One person's entries (an operator's, or a customer's steps on their orders). */
    actorId: textField().min(1).max(100).optional(),
    actorKind: z.enum(ORDER_ACTOR_KINDS).optional(),
    /** Whole days (Berlin), both included. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** Words in the action's record (order number, project or product name, e-mail address) or actor. */
    query: lineField().trim().max(200).optional(),
    ...page(50, 200),
  })
  .prefault({});
export type AuditFilter = z.infer<typeof auditFilterInput>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  /** A customer's own step on their order, or an operator's (or a command line tool's) write. */
  actorKind: z.enum(ORDER_ACTOR_KINDS),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The record by its name: an order's number, a project's or product's name, an account's address. */
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.date(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Someone who wrote to the log, for the console's filter. */
export const auditActorSchema = z.object({ id: z.string(), email: z.string() });

export interface AuditChange {
  /** The field's name; empty when the whole value is not an object. */
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The change of an entry field by field: every field whose value differs (a creation lists all its
 * fields, a deletion all it had), in the order they first appear; a value that is no object is one row.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = before ?? null;
  const a = after ?? null;
  if ((b !== null && !isRecord(b)) || (a !== null && !isRecord(a))) {
    return same(b, a) ? [] : [{ field: '', before: b, after: a }];
  }
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return fields
    .map((field) => ({ field, before: b?.[field] ?? null, after: a?.[field] ?? null }))
    .filter((change) => !same(change.before, change.after));
}
