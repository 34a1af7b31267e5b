/**
 * The audit log's words (decision 0079): each action (by kind, then verb: an action's name is no message
 * id) and each kind by its catalogue id.
 */
import type { AuditAction, AuditKind } from '@wurzelwerk/shared';
import type { MessageId } from '../../i18n/messages';

/** The verbs of a kind's actions (`order` → `advance` | `status` | `cancel`). */
type VerbOf<K extends AuditKind> = AuditAction extends infer A
  ? A extends `${K}.${infer V}`
    ? V
    : never
  : never;

export const AUDIT_ACTION_LABELS: { [K in AuditKind]: Record<VerbOf<K>, MessageId> } = {
  assetType: {
    create: 'admin.audit.action.assetType.create',
    update: 'admin.audit.action.assetType.update',
    image: 'admin.audit.action.assetType.image',
    publish: 'admin.audit.action.assetType.publish',
    unpublish: 'admin.audit.action.assetType.unpublish',
  },
  product: {
    create: 'admin.audit.action.product.create',
    update: 'admin.audit.action.product.update',
    stock: 'admin.audit.action.product.stock',
  },
  news: {
    create: 'admin.audit.action.news.create',
    update: 'admin.audit.action.news.update',
    publish: 'admin.audit.action.news.publish',
    unpublish: 'admin.audit.action.news.unpublish',
  },
  stream: {
    schedule: 'admin.audit.action.stream.schedule',
    update: 'admin.audit.action.stream.update',
    end: 'admin.audit.action.stream.end',
    delete: 'admin.audit.action.stream.delete',
  },
  media: {
    upload: 'admin.audit.action.media.upload',
  },
  order: {
    advance: 'admin.audit.action.order.advance',
    status: 'admin.audit.action.order.status',
    cancel: 'admin.audit.action.order.cancel',
  },
  user: {
    role: 'admin.audit.action.user.role',
    lock: 'admin.audit.action.user.lock',
    unlock: 'admin.audit.action.user.unlock',
  },
  issuer: {
    create: 'admin.audit.action.issuer.create',
    update: 'admin.audit.action.issuer.update',
  },
  bank: {
    statementImport: 'admin.audit.action.bank.statementImport',
    exceptionAssign: 'admin.audit.action.bank.exceptionAssign',
    exceptionReturn: 'admin.audit.action.bank.exceptionReturn',
    exceptionNote: 'admin.audit.action.bank.exceptionNote',
    returnFile: 'admin.audit.action.bank.returnFile',
  },
  funding: {
    close: 'admin.audit.action.funding.close',
  },
  release: {
    create: 'admin.audit.action.release.create',
  },
  payout: {
    record: 'admin.audit.action.payout.record',
    default: 'admin.audit.action.payout.default',
  },
  wallet: {
    withdrawalsApproved: 'admin.audit.action.wallet.withdrawalsApproved',
  },
  complaint: {
    answer: 'admin.audit.action.complaint.answer',
  },
  sophisticated: {
    approve: 'admin.audit.action.sophisticated.approve',
    reject: 'admin.audit.action.sophisticated.reject',
  },
};

/** The words of a known action. */
export function auditActionLabel(action: AuditAction): MessageId {
  const [kind, verb] = action.split('.') as [AuditKind, string];
  return (AUDIT_ACTION_LABELS[kind] as Record<string, MessageId>)[verb] as MessageId;
}

export const AUDIT_KIND_LABELS: Record<AuditKind, MessageId> = {
  assetType: 'admin.audit.kind.assetType',
  product: 'admin.audit.kind.product',
  news: 'admin.audit.kind.news',
  stream: 'admin.audit.kind.stream',
  media: 'admin.audit.kind.media',
  order: 'admin.audit.kind.order',
  user: 'admin.audit.kind.user',
  issuer: 'admin.audit.kind.issuer',
  bank: 'admin.audit.kind.bank',
  funding: 'admin.audit.kind.funding',
  release: 'admin.audit.kind.release',
  payout: 'admin.audit.kind.payout',
  wallet: 'admin.audit.kind.wallet',
  complaint: 'admin.audit.kind.complaint',
  sophisticated: 'admin.audit.kind.sophisticated',
};
