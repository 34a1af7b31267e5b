/**
 * Retention by rule (issue 38, decision 0090): per rule a row past its period is deleted and a younger one
 * kept; statutory records (ledger, investments, orders) never; the development mailbox's old .eml files go;
 * the metric counts what went; the hourly job runs once across two processes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RETENTION } from '@wurzelwerk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { bareUser, investOnce, investorClient, rowsOf } from '../../test/domains';
import { createTestDatabase, testApp, testDatabaseUrl } from '../../test/harness';
import { type Database, openDatabase } from '../db/client';
import { retentionDeleted } from '../metrics';
import { claimJob } from './jobs';
import { applyRetention, deleteOldMailFiles, RETENTION_BATCH, RETENTION_RULES } from './retention';

const DAY = 24 * 60 * 60 * 1000;
const db_ = testDatabaseUrl ? 'PostgreSQL' : 'PGlite';

async function count(db: Database, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, query);
  return Number(row?.n);
}

const deletedOf = async (kind: string) =>
  (await retentionDeleted.get()).values.find((value) => value.labels.kind === kind)?.value ?? 0;

/** One row past each rule's period and one within it, tagged `old` / `young` for the counts below. */
async function seedBothSides(db: Database, userId: string) {
  const mail = (tag: string, days: number, status = 'sent') =>
    sql`insert into mail_outbox ("to", template, language, payload, status, created_at)
        values (${`${tag}@example.com`}, 'retention', 'de', '{}', ${status}, now() - ${days} * interval '1 day')`;
  const mailDays = RETENTION.sentMailDays;
  for (const query of [
    mail('old', mailDays + 1),
    mail('old', mailDays + 1, 'failed'),
    mail('young', mailDays - 1),
    mail('young', mailDays + 10, 'pending'), // never sent: not due, however old
  ])
    await db.execute(query);
  const note = (tag: string, readDays: number | null) =>
    sql`insert into notifications (user_id, kind, payload, read_at)
        values (${userId}, ${tag}, '{}', ${readDays === null ? null : sql`now() - ${readDays} * interval '1 day'`})
        returning id`;
  const days = RETENTION.readNotificationDays;
  for (const query of [note('old', days + 1), note('young', days - 1), note('young', null)])
    await db.execute(query);
  const [target] = await rowsOf<{ id: string }>(db, note('young', null));
  const push = (tag: string, pushDays: number, status: string) =>
    sql`insert into push_outbox (endpoint, p256dh, auth, notification_id, language, status, created_at)
        values (${`https://push.example/${tag}/${crypto.randomUUID()}`}, 'k', 'a', ${target?.id}, 'de', ${status}, now() - ${pushDays} * interval '1 day')`;
  for (const query of [
    push('old', RETENTION.pushDays + 1, 'sent'),
    push('young', RETENTION.pushDays - 1, 'sent'),
    push('young', RETENTION.pushDays + 1, 'pending'),
  ])
    await db.execute(query);
  for (const [tag, offset] of [
    ['old', '-1 minute'],
    ['young', '1 day'],
  ] as const) {
    await db.execute(
      sql`insert into sessions (id, user_id, expires_at) values (${`${tag}-${crypto.randomUUID()}`}, ${userId}, now() + ${offset}::interval)`,
    );
    await db.execute(
      sql`insert into auth_tokens (token_hash, user_id, purpose, expires_at)
          values (${`${tag}-${crypto.randomUUID()}`}, ${userId}, 'password_reset', now() + ${offset}::interval)`,
    );
    await db.execute(
      sql`insert into throttle_state (key, value, expires_at) values (${`${tag}:${crypto.randomUUID()}`}, '[]', now() + ${offset}::interval)`,
    );
  }
  // The audit log's period runs from the end of the entry's year (§ 199 (1) BGB): a day either side of the
  // start of the year that lies the period before this one — the young entry is older than the period.
  const cutoff = sql`date_trunc('year', now(), 'Europe/Berlin') - ${RETENTION.auditYears} * interval '1 year'`;
  const audit = (tag: string, days: number) =>
    sql`insert into audit_log (actor_email, action, entity, entity_id, created_at)
        values ('ops@example.com', ${tag}, 'users', ${userId}, ${cutoff} + ${days} * interval '1 day')`;
  await db.execute(audit('old', -1));
  await db.execute(audit('young', 1));
}

/** How many rows of each rule's table are left, tagged old and young. */
async function left(db: Database) {
  return {
    mails: await count(db, sql`select count(*) as n from mail_outbox where "to" like 'old@%'`),
    youngMails: await count(db, sql`select count(*) as n from mail_outbox where "to" like 'young@%'`),
    notes: await count(db, sql`select count(*) as n from notifications where kind = 'old'`),
    youngNotes: await count(db, sql`select count(*) as n from notifications where kind = 'young'`),
    pushes: await count(db, sql`select count(*) as n from push_outbox where endpoint like '%/old/%'`),
    youngPushes: await count(db, sql`select count(*) as n from push_outbox where endpoint like '%/young/%'`),
    sessions: await count(db, sql`select count(*) as n from sessions where id like 'old-%'`),
    youngSessions: await count(db, sql`select count(*) as n from sessions where id like 'young-%'`),
    tokens: await count(db, sql`select count(*) as n from auth_tokens where token_hash like 'old-%'`),
    youngTokens: await count(db, sql`select count(*) as n from auth_tokens where token_hash like 'young-%'`),
    throttle: await count(db, sql`select count(*) as n from throttle_state where key like 'old:%'`),
    youngThrottle: await count(db, sql`select count(*) as n from throttle_state where key like 'young:%'`),
    audit: await count(db, sql`select count(*) as n from audit_log where action = 'old'`),
    youngAudit: await count(db, sql`select count(*) as n from audit_log where action = 'young'`),
  };
}

const STATUTORY = ['ledger_entries', 'ledger_transfers', 'investments', 'orders'];

describe(`retention by rule (${db_})`, () => {
  const t = testApp({ seed: true });
  let mailFolder: string;
  beforeAll(() => {
    mailFolder = mkdtempSync(join(tmpdir(), 'ww-retention-mail-'));
  });
  afterAll(() => rmSync(mailFolder, { recursive: true, force: true }));

  test('what is past its period goes, what is younger stays; statutory records stay; the metric counts it', async () => {
    const { db } = t.database;
    const investor = await investorClient(t.app);
    await investOnce(investor);
    // An investment older than any period: still kept (statutory, no rule deletes it).
    await db.execute(sql`update investments set created_at = now() - interval '20 years'`);
    await seedBothSides(db, await bareUser(db, 'retention'));
    writeFileSync(join(mailFolder, 'old.eml'), 'x');
    writeFileSync(join(mailFolder, 'young.eml'), 'x');
    const old = (Date.now() - (RETENTION.sentMailDays + 1) * DAY) / 1000;
    utimesSync(join(mailFolder, 'old.eml'), old, old);
    const statutory = async () =>
      Promise.all(
        STATUTORY.map((table) => count(db, sql`select count(*) as n from ${sql.identifier(table)}`)),
      );
    const before = await statutory();
    expect(before[0]).toBeGreaterThan(0);
    const metricBefore = await deletedOf('mails');

    const deleted = await applyRetention(db, mailFolder);

    expect(await left(db)).toEqual({
      mails: 0,
      youngMails: 2,
      notes: 0,
      youngNotes: 3,
      pushes: 0,
      youngPushes: 2,
      sessions: 0,
      youngSessions: 1,
      tokens: 0,
      youngTokens: 1,
      throttle: 0,
      youngThrottle: 1,
      audit: 0,
      youngAudit: 1,
    });
    expect(readdirSync(mailFolder)).toEqual(['young.eml']);
    expect(await statutory()).toEqual(before);
    expect(deleted.mails).toBeGreaterThanOrEqual(2);
    expect(deleted.mailFiles).toBe(1);
    expect(await deletedOf('mails')).toBe(metricBefore + (deleted.mails ?? 0));
    // A second run finds nothing due.
    const again = await applyRetention(db, mailFolder);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  test('no rule touches a statutory table', () => {
    const tables = RETENTION_RULES.map((rule) => rule.table);
    const names = tables.map(
      (table) => (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')],
    );
    expect(names).toHaveLength(RETENTION_RULES.length);
    for (const name of names) expect(STATUTORY).not.toContain(name);
  });

  test('a backlog longer than a batch is worked off in one run', async () => {
    const { db } = t.database;
    const backlog = RETENTION_BATCH * 2 + 1;
    await db.execute(
      sql`insert into throttle_state (key, value, expires_at)
          select 'backlog:' || n, '[]', now() - interval '1 minute' from generate_series(1, ${backlog}) as n`,
    );
    expect((await applyRetention(db)).throttle).toBe(backlog);
    expect(await count(db, sql`select count(*) as n from throttle_state where key like 'backlog:%'`)).toBe(0);
  });

  test('a missing mailbox folder deletes nothing', () => {
    expect(deleteOldMailFiles(join(tmpdir(), `ww-no-such-${crypto.randomUUID()}`))).toBe(0);
  });
});

describe.if(Boolean(testDatabaseUrl))('the hourly job across two processes (PostgreSQL)', () => {
  test('runs once per interval: one process deletes, the other finds the interval taken', async () => {
    const first = await createTestDatabase();
    const second = await openDatabase({ url: first.url as string });
    try {
      await seedBothSides(first.db, await bareUser(first.db, 'retention'));
      const runs = await Promise.all(
        [first, second].map(async ({ db }) =>
          (await claimJob(db, 'cleanup', 60 * 60 * 1000)) ? applyRetention(db) : undefined,
        ),
      );
      const ran = runs.filter((run) => run !== undefined);
      expect(ran).toHaveLength(1);
      expect(ran[0]?.mails).toBe(2);
      expect((await left(second.db)).mails).toBe(0);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
