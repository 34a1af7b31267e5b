/**
 * Group commit for the hottest write (docs/decisions/0012). Investments that arrive while earlier ones are
 * being written wait and are then inserted together: one statement and one commit for the whole batch
 * instead of one each. A lone request is written at once, so nothing waits when the server is quiet.
 *
 * Each investment is written with its activity entry in the same statement, so each stays atomic. A batch
 * that fails for a reason other than an unreachable database is written again row by row, so one bad row
 * fails only its own request.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { activities, investments } from '../db/schema';
import { isDatabaseUnavailable } from '../errors';

export interface NewInvestment {
  id: string;
  userId: string;
  assetTypeId: number;
  quantity: number;
  totalInvestment: string;
  expectedAnnualReturn: string;
  idempotencyKey: string | null;
  requestHash: string | null;
}

export type InvestmentRow = typeof investments.$inferSelect;

/** Batches in flight at once; the rest wait for one of them to finish and then go together. */
const MAX_IN_FLIGHT = 2;
/** Largest batch: bounds a statement's size and the time its first row waits for its last. */
const MAX_BATCH = 100;

/**
 * One statement, prepared once per database whatever the batch size: the rows come as one JSON array
 * (a plain text parameter, which PGlite and postgres.js pass alike). An investment whose Idempotency-Key
 * its user has used before (in an earlier request or earlier in the same batch) is not inserted and gets
 * no activity entry. Rows are inserted in (user, asset type) order, so concurrent batches take the
 * running-totals rows' locks in one order and cannot deadlock.
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
      .onConflictDoNothing({ target: [investments.userId, investments.idempotencyKey] })
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
  return db.with(inserted, logged).select().from(inserted).prepare('insert_investments');
});

async function insert(db: Database, rows: readonly NewInvestment[]): Promise<InvestmentRow[]> {
  return insertBatch(db).execute({ rows: JSON.stringify(rows) });
}

interface Pending {
  row: NewInvestment;
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
      this.queue.push({ row, resolve, reject });
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
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight++;
      void this.run(batch).finally(() => {
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
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
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
}

/** The writer of a database: one queue per database, so batches never mix two databases. */
export const investmentWriter = preparedPer((db) => new InvestmentWriter(db));
