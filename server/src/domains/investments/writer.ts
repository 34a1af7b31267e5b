/**
 * Group commit for the hottest write (docs/decisions/0012). Investments that arrive while earlier ones are
 * being written wait and are then inserted together: one statement and one commit for the whole batch
 * instead of one each. A lone request is written at once, so nothing waits when the server is quiet.
 *
 * Each investment is written with its activity entry in the same statement, so each stays atomic. A batch
 * that fails for a reason other than an unreachable database is written again row by row, so one bad row
 * fails only its own request.
 *
 * Nothing is written for a client who no longer waits (docs/decisions/0017): a row whose request ended
 * while it was queued here is dropped before its batch is sent. A batch is shared by several requests, so
 * it runs outside any one request's scope. When the connection breaks while a batch is out, its commit may
 * or may not have happened; the rows are looked up before anyone is answered, so a stored investment is
 * never reported as failed while the database can still be asked (settleByRetry).
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { callErrorOf, DatabaseCallError } from '../../db/guard';
import { preparedPer } from '../../db/prepared';
import {
  activities,
  assetTypes,
  investments,
  mailOutbox,
  notifications,
  userSettings,
  users,
} from '../../db/schema';
import { detached, requestSignal } from '../../db/scope';
import { isDatabaseUnavailable } from '../../errors';

export interface NewInvestment {
  id: string;
  userId: string;
  assetTypeId: number;
  quantity: number;
  totalInvestment: string;
  expectedAnnualReturn: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** The request's language: the confirmation mail's, when the user saved none. */
  locale: 'de' | 'en';
}

export type InvestmentRow = typeof investments.$inferSelect;

/** Batches in flight at once; the rest wait for one of them to finish and then go together. */
const MAX_IN_FLIGHT = 2;
/** Largest batch: bounds a statement's size and the time its first row waits for its last. */
const MAX_BATCH = 100;
/** How long a batch whose connection broke is retried before its clients are told it failed. */
const SETTLE_WINDOW_MS = 3000;
const SETTLE_PAUSE_MS = 100;

/**
 * One statement, prepared once per database whatever the batch size: the rows come as one JSON array
 * (a plain text parameter, which PGlite and postgres.js pass alike). An investment whose Idempotency-Key
 * its user has used before (in an earlier request or earlier in the same batch) is not inserted and gets
 * no activity entry; neither is a row whose id is stored already (a retry, see settleByRetry). Rows are
 * inserted in (user, asset type) order, so concurrent batches take the
 * running-totals rows' locks in one order and cannot deadlock.
 *
 * The same statement writes what each stored investment causes (issue 17): its confirmation mail into the
 * outbox (the user's saved language, else the request's) and its notification, unless the user switched
 * investment notifications off — so both commit exactly when the investment does.
 */
const insertBatch = preparedPer((db) => {
  const inserted = db.$with('inserted').as(
    db
      .insert(investments)
      .select(
        sql`select id, "userId", "assetTypeId", quantity, "totalInvestment", "expectedAnnualReturn",
                   'active', now(), null, "idempotencyKey", "requestHash"
              from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
                   as t(id text, "userId" text, "assetTypeId" integer, quantity integer, "totalInvestment" numeric,
                        "expectedAnnualReturn" numeric, "idempotencyKey" text, "requestHash" text)
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
           where (s.settings #> '{notifications,investments}') is distinct from 'false'::jsonb`,
    ),
  );
  const mailed = db.$with('mailed').as(
    db.insert(mailOutbox).select(
      sql`select gen_random_uuid(), u.email, 'investment', l.language,
                 jsonb_build_object('name', u.first_name, 'investmentId', i.id,
                                    'asset', case l.language when 'en' then a.name_en else a.name_de end,
                                    'quantity', i.quantity, 'amount', i.total_investment::text,
                                    'expectedAnnualReturn', i.expected_annual_return::text,
                                    'createdAt', i.created_at),
                 'pending', 0, now(), null, now(), null, null, null
            from ${inserted} i
            join ${users} u on u.id = i.user_id
            join ${assetTypes} a on a.id = i.asset_type_id
            join jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as r(id text, locale text) on r.id = i.id
            ${settings}
            cross join lateral (select case when s.settings->>'language' in ('de', 'en')
                                            then s.settings->>'language' else r.locale end as language) l`,
    ),
  );
  return db.with(inserted, logged, notified, mailed).select().from(inserted).prepare('insert_investments');
});

async function insert(db: Database, rows: readonly NewInvestment[]): Promise<InvestmentRow[]> {
  return insertBatch(db).execute({ rows: JSON.stringify(rows) });
}

interface Pending {
  row: NewInvestment;
  /** The request's scope: aborted when it was answered or its client went away. */
  signal: AbortSignal | undefined;
  resolve: (row: InvestmentRow | undefined) => void;
  reject: (error: unknown) => void;
}

export class InvestmentWriter {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly db: Database) {}

  /** Writes one investment; resolves to the stored row, or undefined when its Idempotency-Key was used. */
  write(row: NewInvestment): Promise<InvestmentRow | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, signal: requestSignal(), resolve, reject });
      // Requests handled in the same turn of the event loop go together.
      if (!this.scheduled) {
        this.scheduled = true;
        queueMicrotask(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH).filter((p) => {
        if (!p.signal?.aborted) return true;
        p.reject(new DatabaseCallError('REQUEST_GONE', 'the request ended before its investment was sent'));
        return false;
      });
      if (batch.length === 0) continue;
      this.inFlight++;
      void detached(() => this.run(batch)).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    try {
      const stored = await insert(
        this.db,
        batch.map((p) => p.row),
      );
      const byId = new Map(stored.map((r) => [r.id, r]));
      for (const p of batch) p.resolve(byId.get(p.row.id));
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        await this.settleByRetry(batch, error);
        return;
      }
      if (batch.length === 1) {
        for (const p of batch) p.reject(error);
        return;
      }
      // Sequentially: rows of one batch may share an Idempotency-Key, and the later must see the earlier.
      for (const p of batch) {
        try {
          const [stored] = await insert(this.db, [p.row]);
          p.resolve(stored);
        } catch (rowError) {
          p.reject(rowError);
        }
      }
    }
  }

  /**
   * After a lost connection the batch's commit may or may not have happened. It is sent again: the rows'
   * ids make that idempotent (a stored row is skipped), and PostgreSQL makes it wait until the first attempt
   * has committed or rolled back. Then every row is read back by id, so nobody is told "failed" for a stored
   * investment. Connections that keep breaking are tried for SETTLE_WINDOW_MS; when the database stays out
   * of reach for longer, every row gets the error (a retry with the same Idempotency-Key settles it).
   */
  private async settleByRetry(batch: Pending[], error: unknown): Promise<void> {
    // Given up before COMMIT was sent: certainly not stored.
    const given = callErrorOf(error);
    if (given && given.code !== 'COMMIT_UNKNOWN') {
      for (const p of batch) p.reject(error);
      return;
    }
    const rows = batch.map((p) => p.row);
    const ids = rows.map((row) => row.id);
    const until = performance.now() + SETTLE_WINDOW_MS;
    for (;;) {
      try {
        await insert(this.db, rows);
        const stored = await this.db.select().from(investments).where(inArray(investments.id, ids));
        // A row that is not stored had its Idempotency-Key taken by an earlier investment (as in `run`).
        const byId = new Map(stored.map((r) => [r.id, r]));
        for (const p of batch) p.resolve(byId.get(p.row.id));
        return;
      } catch (retryError) {
        if (!isDatabaseUnavailable(retryError) || performance.now() > until) {
          for (const p of batch) p.reject(error);
          return;
        }
        await Bun.sleep(SETTLE_PAUSE_MS);
      }
    }
  }
}

/** The writer of a database: one queue per database, so batches never mix two databases. */
export const investmentWriter = preparedPer((db) => new InvestmentWriter(db));
