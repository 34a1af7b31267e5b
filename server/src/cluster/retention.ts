/**
 * Retention by rule (issue 38, docs/decisions/0090, docs/retention.md): what the hourly cleanup deletes, as
 * data — the kind, its table, the age that makes a row due and why — and the one function that deletes what
 * is due, rule by rule in bounded batches, counting each kind in `wurzelwerk_retention_deleted_total`.
 * The periods come from RETENTION (packages/shared), which the privacy page states too. Ledger, investment
 * and order rows have no rule: they are statutory records (anonymised with the account, never deleted here).
 */
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { RETENTION } from '@wurzelwerk/shared';
import { and, inArray, isNotNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  auditLog,
  authTokens,
  mailOutbox,
  notifications,
  pushOutbox,
  sessions,
  throttleState,
} from '../db/schema';
import { retentionDeleted } from '../metrics';

/** Rows deleted per statement: a long backlog is worked off in short transactions. */
export const RETENTION_BATCH = 500;

const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;

export interface RetentionRule {
  kind: string;
  table: PgTable;
  /** The table's key: a batch deletes the keys its select found. */
  key: PgColumn;
  /** When a row is due for deletion. */
  due: () => SQL | undefined;
  why: string;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    kind: 'mails',
    table: mailOutbox,
    key: mailOutbox.id,
    due: () =>
      and(ne(mailOutbox.status, 'pending'), lte(mailOutbox.createdAt, daysAgo(RETENTION.sentMailDays))),
    why: 'sent or failed mails: kept for questions about a delivery, then deleted',
  },
  {
    kind: 'pushes',
    table: pushOutbox,
    key: pushOutbox.id,
    due: () => and(ne(pushOutbox.status, 'pending'), lte(pushOutbox.createdAt, daysAgo(RETENTION.pushDays))),
    why: 'delivered or given-up push messages',
  },
  {
    kind: 'notifications',
    table: notifications,
    key: notifications.id,
    due: () =>
      and(
        isNotNull(notifications.readAt),
        lte(notifications.readAt, daysAgo(RETENTION.readNotificationDays)),
      ),
    why: 'read notifications; unread ones stay until read or the account is deleted',
  },
  {
    kind: 'sessions',
    table: sessions,
    key: sessions.id,
    // expires_at never lies beyond the absolute lifetime (sessionStore.ts slidTo).
    due: () => lte(sessions.expiresAt, sql`now()`),
    why: 'ended sessions',
  },
  {
    kind: 'linkTokens',
    table: authTokens,
    key: authTokens.tokenHash,
    due: () => lte(authTokens.expiresAt, sql`now()`),
    why: 'used or unused links past their validity (1 to 24 hours)',
  },
  {
    kind: 'throttle',
    table: throttleState,
    key: throttleState.key,
    due: () => lte(throttleState.expiresAt, sql`now()`),
    why: 'failed-attempt windows (15 minutes) and known sign-in addresses (90 days after the last sign-in)',
  },
  {
    kind: 'audit',
    table: auditLog,
    key: auditLog.id,
    // The limitation period runs from the end of the year in which a claim arose (§ 199 (1) BGB): an entry
    // goes once the year after its own plus the period has begun (in Berlin's calendar).
    due: () =>
      lt(
        auditLog.createdAt,
        sql`date_trunc('year', now(), 'Europe/Berlin') - ${RETENTION.auditYears} * interval '1 year'`,
      ),
    why: 'administrative actions, for the regular limitation period from the end of their year',
  },
];

async function deleteDue(db: Database, rule: RetentionRule): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db.select({ key: rule.key }).from(rule.table).where(rule.due()).limit(RETENTION_BATCH);
    const gone = await db.delete(rule.table).where(inArray(rule.key, batch)).returning({ key: rule.key });
    total += gone.length;
    if (gone.length < RETENTION_BATCH) return total;
  }
}

/** Deletes the development mailbox's .eml files older than the mails' period; how many. */
export function deleteOldMailFiles(folder: string, now = Date.now()): number {
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return 0; // no mailbox folder yet
  }
  const before = now - RETENTION.sentMailDays * 24 * 60 * 60 * 1000;
  let deleted = 0;
  for (const name of files) {
    const path = join(folder, name);
    try {
      if (statSync(path).mtimeMs > before) continue;
      unlinkSync(path);
      deleted++;
    } catch {
      // gone meanwhile (another process): nothing to do
    }
  }
  return deleted;
}

/** Deletes what is due by every rule (and old .eml files when there is a mailbox folder); counts by kind. */
export async function applyRetention(db: Database, mailFolder?: string): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of RETENTION_RULES) deleted[rule.kind] = await deleteDue(db, rule);
  if (mailFolder) deleted.mailFiles = deleteOldMailFiles(mailFolder);
  for (const [kind, count] of Object.entries(deleted)) retentionDeleted.labels(kind).inc(count);
  return deleted;
}
