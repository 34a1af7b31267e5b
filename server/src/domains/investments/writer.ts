/**
 * Group commit for the hottest write (docs/decisions/0012). Investments that arrive while earlier ones are
 * being written wait and are then inserted together: one statement and one commit for the whole batch
 * instead of one each. A lone request is written at once, so nothing waits when the server is quiet.
 *
 * Each investment is written with its activity entry in the same statement, so each stays atomic. A batch
 * that fails for a reason other than an unreachable database is written again row by row, so one bad row
 * fails only its own request. The caps of § 2a VermAnlG are checked in the batch's transaction under a lock
 * per issuer (batch.ts, docs/decisions/0072, 0095). Of the rows a batch left out, those over a limit even
 * alone are refused at once; the others (over only together with earlier rows of the batch that were left out
 * too) are written again together, until a round stores or refuses none of them — then each alone. One by one
 * from the start, a burst of refusals (an issuer at its 6 million €, or someone trying amounts over their
 * cap) held a batch's slot for a whole transaction per row, and every issuer's investments waited behind it.
 *
 * Nothing is written for a client who no longer waits (docs/decisions/0017): a row whose request ended
 * while it was queued here is dropped before its batch is sent. A batch is shared by several requests, so
 * it runs outside any one request's scope. When the connection breaks while a batch is out, its commit may
 * or may not have happened; the rows are looked up before anyone is answered, so a stored investment is
 * never reported as failed while the database can still be asked (settleByRetry).
 */
import { inArray } from 'drizzle-orm';
import { DatabaseCallError } from '../../db/callError';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { investments } from '../../db/schema';
import { detached, requestSignal } from '../../db/scope';
import { mayHaveCommitted, SETTLE_WINDOW_MS } from '../../db/settle';
import { isDatabaseUnavailable } from '../../errors';
import { type BatchResult, type InvestmentRow, insert, type NewInvestment } from './batch';

export type { InvestmentRow, NewInvestment } from './batch';

/** Batches in flight at once; the rest wait for one of them to finish and then go together. */
const MAX_IN_FLIGHT = 2;
/** Largest batch: bounds a statement's size and the time its first row waits for its last. */
const MAX_BATCH = 100;
/** Between two attempts to settle a batch whose connection broke (for SETTLE_WINDOW_MS, db/settle.ts). */
const SETTLE_PAUSE_MS = 100;

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

  /** `transact` writes one batch in one transaction (batch.ts; a test may count the transactions). */
  constructor(
    private readonly db: Database,
    private readonly transact: typeof insert = insert,
  ) {}

  /**
   * Writes one investment; resolves to the stored row, or undefined when its Idempotency-Key was used or
   * it would exceed its cap (§ 2a VermAnlG).
   */
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
      const left = settled(batch, await this.transact(this.db, rows(batch)));
      await this.again(left);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        await this.settleByRetry(batch, error);
        return;
      }
      if (batch.length === 1) {
        for (const p of batch) p.reject(error);
        return;
      }
      await this.oneByOne(batch);
    }
  }

  /**
   * The rows a batch left out that may fit alone: a row may have been over its cap only together with the
   * batch's earlier rows of the same user or issuer that were left out too. Written again together; each
   * round stores or refuses at least the first row of each issuer (its sums hold no earlier row), so the
   * rounds end — a round that settles none (a used Idempotency-Key, a closed funding) leaves each to go alone.
   */
  private async again(left: Pending[]): Promise<void> {
    let pending = left;
    while (pending.length > 1) {
      let rest: Pending[];
      try {
        rest = settled(pending, await this.transact(this.db, anew(pending)));
      } catch (error) {
        // As for a first batch: a lost connection is settled by reading back, anything else row by row.
        if (!isDatabaseUnavailable(error)) break;
        await this.settleByRetry(pending, error);
        return;
      }
      if (rest.length === pending.length) break;
      pending = rest;
    }
    await this.oneByOne(pending);
  }

  /** Sequentially: rows of one batch may share an Idempotency-Key or a cap, and the later must see the earlier. */
  private async oneByOne(pending: Pending[]): Promise<void> {
    for (const p of pending) {
      try {
        const { stored } = await this.transact(this.db, anew([p]));
        p.resolve(stored[0]);
      } catch (rowError) {
        p.reject(rowError);
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
    if (!mayHaveCommitted(error)) {
      for (const p of batch) p.reject(error);
      return;
    }
    const sent = rows(batch);
    const ids = sent.map((row) => row.id);
    const until = performance.now() + SETTLE_WINDOW_MS;
    for (;;) {
      try {
        await this.transact(this.db, sent);
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

const rows = (batch: readonly Pending[]) => batch.map((p) => p.row);

/**
 * The rows of a batch to be written again: without the facts their requests read (batch.ts), which the batch
 * then reads anew — a row left out because its asset type's issuer changed since is then stored.
 */
const anew = (batch: readonly Pending[]) => batch.map(({ row: { facts: _, ...row } }) => row);

/**
 * Answers the requests a batch settled — its stored rows, and rows over a limit even alone (refused) — and
 * returns the others. A lone row settles whatever happened (the service then says why) — unless it went with
 * its request's facts: it may have been left out because its asset type's issuer changed since, so it goes
 * once more with facts read anew (`anew`).
 */
function settled(batch: readonly Pending[], { stored, overAlone }: BatchResult): Pending[] {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const left: Pending[] = [];
  for (const p of batch) {
    const row = byId.get(p.row.id);
    if (row || overAlone.has(p.row.id) || (batch.length === 1 && !p.row.facts)) p.resolve(row);
    else left.push(p);
  }
  return left;
}

/** The writer of a database: one queue per database, so batches never mix two databases. */
export const investmentWriter = preparedPer((db) => new InvestmentWriter(db));
