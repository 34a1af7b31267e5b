/**
 * The statement of one batch of the investment writer (docs/decisions/0012, 0028, 0072): the limits of § 2a
 * VermAnlG — the investor's cap per issuer and the issuer's 6 million € in twelve months — are checked in
 * the same transaction as the insert, under a lock per issuer.
 */
import { formatCents, INVESTMENT_CAPS, investmentCapCents } from '@wurzelwerk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { amongKeys } from '../../db/batchedRead';
import type { Database, Executor } from '../../db/client';
import { literal, preparedInTransactions } from '../../db/prepared';
import {
  activities,
  assetTypes,
  investments,
  issuers,
  mailOutbox,
  notifications,
  selfDisclosures,
  userSettings,
  users,
} from '../../db/schema';
import { mailLanguageSql, notificationWantedSql } from '../notifications/service';
import { issuerSold } from './sold';

export interface NewInvestment {
  id: string;
  userId: string;
  assetTypeId: number;
  quantity: number;
  totalInvestment: string;
  expectedAnnualReturn: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** The RF reference the investor's transfer names (unique; decision 0057). */
  paymentReference: string;
  /** Days from the confirmation until the money must have arrived. */
  paymentDeadlineDays: number;
  /** The escrow account the confirmation mail names (issue 33). */
  escrow: { holder: string; iban: string; bic: string | null; demo: boolean };
  /** The request's language: the confirmation mail's, when the user saved none. */
  locale: 'de' | 'en';
  /** The separate risk warning was needed and confirmed (issue 35, decision 0073). */
  largeAmountConfirmed: boolean;
  /** The information sheet the investor acknowledged (decision 0074); null for the seed's history. */
  informationSheetVersion: string | null;
  /**
   * What the request has read already (decision 0095, revisited): the asset type's issuer and the investor's
   * cap with it. Without them the batch reads them itself (withFacts), as it does for every row written again.
   */
  facts?: RowFacts;
}

/** The facts a row's limits are checked with: its asset type's issuer, and the user's cap in euros ("1000.00"). */
export interface RowFacts {
  issuerId: number;
  cap: string;
}

export type InvestmentRow = typeof investments.$inferSelect;

/**
 * One statement whatever the batch size: the rows come as one JSON array (a plain text parameter, which
 * PGlite and postgres.js pass alike). A row is inserted (awaiting its payment) only when
 * - what its user holds with its issuer (awaiting and paid, over all of the issuer's asset types), with it
 *   and the batch's earlier rows of the same (user, issuer), stays within the user's cap (`cap`, from the
 *   self-disclosure; § 2a Abs. 3), and
 * - what the issuer sold within twelve months (awaiting and paid investments by their confirmation), with it
 *   and the batch's earlier rows of the issuer, stays within 6,000,000 € (§ 2a Abs. 1).
 * Both are read after the issuers' locks were taken (lockIssuers), so they include every committed
 * investment. An investment whose Idempotency-Key
 * its user has used before (in an earlier request or earlier in the same batch) is not inserted and gets
 * no activity entry; neither is a row whose id is stored already (a retry, see settleByRetry). Rows are
 * inserted in (user, asset type) order, so concurrent batches take the
 * running-totals rows' locks in one order and cannot deadlock.
 *
 * The same statement writes what each stored investment causes (issue 17): its confirmation mail into the
 * outbox (the user's saved language, else the request's; with the offer's terms and issuer for its PDF) and its notification, unless the user switched
 * investment notifications off — so both commit exactly when the investment does.
 */
/**
 * For rows `r` of the JSON array `rows` (with "userId" and "issuerId"): `held.total`, what the user holds with
 * the issuer (awaiting and paid, over all of its asset types), and `sold.total`, what the issuer sold within
 * its twelve months — both null when nothing. The one reading of the batch's insert and its refusals.
 */
const heldAndSold = (rows: SQL) =>
  sql`left join lateral (select sum(tot.total_investment) as total
                           from investment_totals tot
                           join asset_types a on a.id = tot.asset_type_id
                          where tot.user_id = r."userId" and a.issuer_id = r."issuerId") held on true
      left join (${issuerSold(sql`(select distinct x."issuerId" from ${rows} x)`)}) sold
             on sold.issuer_id = r."issuerId"`;

/** The rows of the JSON array `json` as a table with the columns a batch's statements read. */
const rowsOf = (json: SQL | ReturnType<typeof sql.placeholder>) =>
  sql`jsonb_to_recordset(${json}::jsonb)
        as r(id text, "userId" text, "assetTypeId" integer, quantity integer,
             "totalInvestment" numeric, "expectedAnnualReturn" numeric, "idempotencyKey" text,
             "requestHash" text, "paymentReference" text, "paymentDeadlineDays" integer,
             seq integer, cap numeric, "issuerId" integer, "largeAmountConfirmed" boolean,
             "informationSheetVersion" text, locale text, escrow jsonb)`;

const insertBatch = preparedInTransactions('investment_batch', (db) => {
  // The batch's rows, sent once and parsed once: the statement reads them three times.
  const sent = db.$with('sent', {}).as(sql`select * from ${rowsOf(sql.placeholder('rows'))}`);
  const inserted = db.$with('inserted').as(
    db
      .insert(investments)
      .select(
        sql`select id, "userId", "assetTypeId", quantity, "totalInvestment", "expectedAnnualReturn",
                   'awaiting_payment', now(), null, now(), "idempotencyKey", "requestHash",
                   now() + "paymentDeadlineDays" * interval '1 day', "paymentReference", null, null,
                   "informationSheetVersion", "largeAmountConfirmed"
              from (select r.*,
                           coalesce(held.total, 0)
                             + sum(r."totalInvestment") over (partition by r."userId", r."issuerId" order by r.seq)
                             as reached,
                           coalesce(sold.total, 0)
                             + sum(r."totalInvestment") over (partition by r."issuerId" order by r.seq)
                             as "issuerReached"
                      from ${sent} r
                      ${heldAndSold(sql`${sent}`)}) t
             where reached <= cap and "issuerReached" <= ${literal(INVESTMENT_CAPS.issuerLimitEuro)}
               -- Not into a closed funding (decision 0059): the key-share lock waits for a close being
               -- written (its FOR UPDATE), and then reads the row as the close left it. The issuer is still
               -- the one whose lock was taken (an edit may change it while nobody invested yet).
               and exists (select 1 from asset_types a
                            where a.id = t."assetTypeId" and a.issuer_id = t."issuerId"
                              and a.funding_closed_at is null for key share)
             order by "userId", "assetTypeId"`,
      )
      .onConflictDoNothing()
      .returning(),
  );
  const logged = db.$with('logged').as(
    db.insert(activities).select(
      db
        .select({
          // INSERT … SELECT names every column; the id comes from the serial's sequence.
          id: sql`nextval(pg_get_serial_sequence('activities', 'id'))`.as('id'),
          userId: inserted.userId,
          kind: sql`'investment'`.as('kind'),
          assetTypeId: inserted.assetTypeId,
          amount: inserted.totalInvestment,
          reference: sql`null`.as('reference'),
          createdAt: inserted.createdAt,
        })
        .from(inserted),
    ),
  );
  const settings = sql`left join ${userSettings} s on s.user_id = i.user_id`;
  const notified = db.$with('notified').as(
    db.insert(notifications).select(
      sql`select gen_random_uuid(), i.user_id, 'investment',
                 jsonb_build_object('investmentId', i.id,
                                    'assetName', jsonb_build_object('de', a.name_de, 'en', a.name_en),
                                    'amount', i.total_investment::text),
                 null, i.created_at, null
            from ${inserted} i join ${assetTypes} a on a.id = i.asset_type_id ${settings}
           where ${notificationWantedSql('s', 'investment')}`,
    ),
  );
  const mailed = db.$with('mailed').as(
    db.insert(mailOutbox).select(
      sql`select gen_random_uuid(), u.email, 'investment', l.language,
                 jsonb_build_object('name', u.first_name, 'investmentId', i.id,
                                    'asset', case l.language when 'en' then a.name_en else a.name_de end,
                                    'quantity', i.quantity, 'amount', i.total_investment::text,
                                    'expectedAnnualReturn', i.expected_annual_return::text,
                                    'createdAt', i.created_at, 'confirmedAt', i.confirmed_at,
                                    'investorName', u.first_name || ' ' || u.last_name,
                                    'paymentReference', i.payment_reference, 'paymentDueAt', i.payment_due_at,
                                    'informationSheetVersion', i.information_sheet_version,
                                    'escrow', r.escrow,
                                    'terms', jsonb_build_object('termMonths', a.term_months,
                                      'expectedReturn', a.expected_return::text, 'repaymentType', a.repayment_type,
                                      'paymentFrequency', a.payment_frequency,
                                      'paymentDeadlineDays', a.payment_deadline_days),
                                    'issuer', jsonb_build_object('name', e.name, 'legalForm', e.legal_form,
                                      'street', e.street, 'postcode', e.postcode, 'city', e.city,
                                      'country', e.country, 'registerCourt', e.register_court,
                                      'registerNumber', e.register_number)),
                 'pending', 0, now(), null, now(), null, null, null
            from ${inserted} i
            join ${users} u on u.id = i.user_id
            join ${assetTypes} a on a.id = i.asset_type_id
            join ${issuers} e on e.id = a.issuer_id
            join ${sent} r on r.id = i.id
            ${settings}
            cross join lateral (select ${mailLanguageSql('s', sql`r.locale`)} as language) l`,
    ),
  );
  return db.with(sent, inserted, logged, notified, mailed).select().from(inserted);
});

/** The transaction-long lock of an issuer's limits: investments (batch.ts) and funding targets (console). */
export const issuerLockSql = (issuerId: SQL | number) =>
  sql`pg_advisory_xact_lock(hashtextextended('issuer:' || ${issuerId}, 19))`;

/**
 * The rows with what a batch needs before its transaction (decision 0095): each asset type's issuer and each
 * user's cap (from the self-disclosure) — as the request read them (`facts`), else read here: two
 * reads side by side on two connections, before BEGIN, so that none of them runs while the issuers' locks are
 * held. An asset type whose issuer changed after it was read has its row left out (the insert takes only rows
 * whose asset type still belongs to the issuer locked for them); the writer writes such a row again without
 * its request's facts, so that they are read anew.
 */
async function withFacts(db: Executor, rows: readonly NewInvestment[]) {
  const unread = rows.filter((row) => !row.facts);
  const [found, disclosures] =
    unread.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ id: assetTypes.id, issuerId: assetTypes.issuerId })
            .from(assetTypes)
            .where(amongKeys(assetTypes.id, 'ids', 'integer'))
            .prepare('investment_batch_issuers')
            .execute({ ids: JSON.stringify([...new Set(unread.map((row) => row.assetTypeId))]) }),
          db
            .select({
              userId: selfDisclosures.userId,
              freeAssetsAtLeast100k: selfDisclosures.freeAssetsAtLeast100k,
              monthlyNetIncome: selfDisclosures.monthlyNetIncome,
            })
            .from(selfDisclosures)
            .where(amongKeys(selfDisclosures.userId, 'users'))
            .prepare('investment_batch_caps')
            .execute({ users: JSON.stringify([...new Set(unread.map((row) => row.userId))]) }),
        ]);
  const issuerOf = new Map(found.map((row) => [row.id, row.issuerId]));
  const caps = new Map<string, string>();
  for (const { userId, freeAssetsAtLeast100k, monthlyNetIncome } of disclosures)
    caps.set(userId, formatCents(investmentCapCents({ freeAssetsAtLeast100k, monthlyNetIncome })));
  return rows.map(({ facts, ...row }) => ({
    ...row,
    ...(facts ?? {
      cap: caps.get(row.userId) ?? formatCents(investmentCapCents(null)),
      // An unknown asset type has no issuer (0 matches none): its row is left out (the service answered 404 first).
      issuerId: issuerOf.get(row.assetTypeId) ?? 0,
    }),
  }));
}

/**
 * Takes a transaction-long lock on each of the issuers (ids as a JSON array), in one order, so that two
 * batches cannot deadlock. Two batches of the same issuer thus run one after the other, and the second's
 * insert — a later statement, with a later snapshot — sees the first's investments.
 */
const lockIssuers = preparedInTransactions('investment_batch_locks', (tx) =>
  // The locks are taken after the sort (PostgreSQL evaluates a volatile output after ORDER BY).
  tx.select({ locked: sql<number>`count(*)::int` }).from(
    sql`(select ${issuerLockSql(sql`o.id`)}
             from jsonb_array_elements_text(${sql.placeholder('issuers')}::jsonb) as o(id)
            order by o.id::int) x`,
  ),
);

/**
 * The ids of `rows` that are over a limit even alone, as things stand in the transaction (after its insert):
 * what the user holds with the issuer, or what the issuer sold, plus the row's amount exceeds the user's cap
 * or the issuer's 6,000,000 €. Nothing stored later makes room, so these are refused without a retry.
 */
async function overAlone(
  tx: Executor,
  rows: readonly { id: string; userId: string; issuerId: number; totalInvestment: string; cap: string }[],
): Promise<Set<string>> {
  const left = tx.$with('left_out', {}).as(sql`select * from ${rowsOf(sql`${JSON.stringify(rows)}`)}`);
  const over = await tx
    .with(left)
    .select({ id: sql<string>`r.id` })
    .from(sql`${left} r ${heldAndSold(sql`${left}`)}`)
    .where(
      sql`coalesce(held.total, 0) + r."totalInvestment" > r.cap
          or coalesce(sold.total, 0) + r."totalInvestment" > ${literal(INVESTMENT_CAPS.issuerLimitEuro)}`,
    );
  return new Set(over.map((row) => row.id));
}

/** What a batch did: the stored rows, and of the rows left out those over a limit even alone (`overAlone`). */
export interface BatchResult {
  stored: InvestmentRow[];
  overAlone: ReadonlySet<string>;
}

/**
 * Writes a batch in one transaction: the issuers' locks, then the insert. Resolves to the stored rows; a
 * row left out was over a limit, into a closed funding, or had a used Idempotency-Key (or id). When rows
 * were left out, the same transaction (its locks still held) says which of them are over a limit even alone.
 * The statements are prepared (their text is the same for every batch): PostgreSQL parses and plans each once
 * per connection, not once per batch (decision 0077), and the app builds their text once (decision 0112). The
 * lock and the insert are sent together (pipelined, decision 0095): PostgreSQL runs the insert as soon as the
 * locks are granted, without a round trip to the app while they are held; only the COMMIT follows the answer.
 */
export async function insert(db: Database, rows: readonly NewInvestment[]): Promise<BatchResult> {
  const sent = (await withFacts(db, rows)).map((row, seq) => ({ ...row, seq }));
  const issuers = JSON.stringify([...new Set(sent.map((row) => row.issuerId))].filter((id) => id > 0));
  return db.transaction(async (tx) => {
    // Both are sent before either answers; an error in the first aborts the transaction, so the insert
    // never runs without the locks.
    const [, stored] = await Promise.all([
      lockIssuers(tx).execute({ issuers }),
      insertBatch(tx).execute({ rows: JSON.stringify(sent) }),
    ]);
    const kept = new Set(stored.map((row) => row.id));
    const left = sent.filter((row) => !kept.has(row.id));
    return { stored, overAlone: left.length > 0 ? await overAlone(tx, left) : new Set<string>() };
  });
}
