/**
 * The statement of one batch of the investment writer (docs/decisions/0012, 0028): the caps of § 2a
 * VermAnlG are checked in the same transaction as the insert, under a lock per (user, asset type).
 */
import { formatCents, investmentCapCents } from '@wurzelwerk/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
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
  /** The information sheet the investor acknowledged (decision 0074); null for the seed's history. */
  informationSheetVersion: string | null;
}

export type InvestmentRow = typeof investments.$inferSelect;

/**
 * One statement whatever the batch size: the rows come as one JSON array (a plain text parameter, which
 * PGlite and postgres.js pass alike). A row is inserted (awaiting its payment) only when the committed total of its user in its asset
 * type, with it and the batch's earlier rows of the same pair, stays within its cap (`cap`, from the
 * self-disclosure); the total is read after the pair's lock was taken (lockPairs), so it includes every
 * committed investment. An investment whose Idempotency-Key
 * its user has used before (in an earlier request or earlier in the same batch) is not inserted and gets
 * no activity entry; neither is a row whose id is stored already (a retry, see settleByRetry). Rows are
 * inserted in (user, asset type) order, so concurrent batches take the
 * running-totals rows' locks in one order and cannot deadlock.
 *
 * The same statement writes what each stored investment causes (issue 17): its confirmation mail into the
 * outbox (the user's saved language, else the request's; with the offer's terms and issuer for its PDF) and its notification, unless the user switched
 * investment notifications off — so both commit exactly when the investment does.
 */
function insertBatch(db: Executor) {
  const inserted = db.$with('inserted').as(
    db
      .insert(investments)
      .select(
        sql`select id, "userId", "assetTypeId", quantity, "totalInvestment", "expectedAnnualReturn",
                   'awaiting_payment', now(), null, now(), "idempotencyKey", "requestHash",
                   now() + "paymentDeadlineDays" * interval '1 day', "paymentReference", null, null,
                   "informationSheetVersion"
              from (select r.*,
                           coalesce(tot.total_investment, 0)
                             + sum(r."totalInvestment") over (partition by r."userId", r."assetTypeId" order by r.seq)
                             as reached
                      from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
                           as r(id text, "userId" text, "assetTypeId" integer, quantity integer,
                                "totalInvestment" numeric, "expectedAnnualReturn" numeric, "idempotencyKey" text,
                                "requestHash" text, "paymentReference" text, "paymentDeadlineDays" integer,
                                "informationSheetVersion" text, seq integer, cap numeric)
                      left join investment_totals tot
                             on tot.user_id = r."userId" and tot.asset_type_id = r."assetTypeId") t
             where reached <= cap
               -- Not into a closed funding (decision 0059): the key-share lock waits for a close being
               -- written (its FOR UPDATE), and then reads the row as the close left it.
               and exists (select 1 from asset_types a
                            where a.id = t."assetTypeId" and a.funding_closed_at is null for key share)
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
            join jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as r(id text, locale text, escrow jsonb)
                 on r.id = i.id
            ${settings}
            cross join lateral (select ${mailLanguageSql('s', sql`r.locale`)} as language) l`,
    ),
  );
  return db.with(inserted, logged, notified, mailed).select().from(inserted);
}

/**
 * Takes a transaction-long lock on each (user, asset type) pair of the rows, in one order (so two batches
 * cannot deadlock), and reads the users' self-disclosures. Two batches of the same pair thus run one after
 * the other, and the second sees the first's investments in the running totals.
 */
async function lockPairs(tx: Executor, rows: readonly NewInvestment[]) {
  const pairs = [...new Set(rows.map((row) => `${row.userId}:${row.assetTypeId}`))].sort();
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const locked = sql`(select count(*) as n
                        from (select pg_advisory_xact_lock(hashtextextended(pair, 19))
                                from jsonb_array_elements_text(${JSON.stringify(pairs)}::jsonb) as p(pair)
                               order by pair) l) as locked`;
  const disclosures = await tx
    .select({
      userId: selfDisclosures.userId,
      freeAssetsAtLeast100k: selfDisclosures.freeAssetsAtLeast100k,
      monthlyNetIncome: selfDisclosures.monthlyNetIncome,
    })
    .from(locked)
    .leftJoin(
      selfDisclosures,
      sql`${selfDisclosures.userId} in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`,
    );
  const caps = new Map<string, string>();
  for (const { userId, freeAssetsAtLeast100k, monthlyNetIncome } of disclosures) {
    if (userId === null || freeAssetsAtLeast100k === null || monthlyNetIncome === null) continue;
    caps.set(userId, formatCents(investmentCapCents({ freeAssetsAtLeast100k, monthlyNetIncome })));
  }
  return (userId: string) => caps.get(userId) ?? formatCents(investmentCapCents(null));
}

/**
 * Writes a batch in one transaction: the pairs' locks, then the insert. Resolves to the stored rows; a row
 * left out was over its cap or had a used Idempotency-Key (or id).
 */
export async function insert(db: Database, rows: readonly NewInvestment[]): Promise<InvestmentRow[]> {
  return db.transaction(async (tx) => {
    const capOf = await lockPairs(tx, rows);
    const sent = rows.map((row, seq) => ({ ...row, seq, cap: capOf(row.userId) }));
    return insertBatch(tx).execute({ rows: JSON.stringify(sent) });
  });
}
