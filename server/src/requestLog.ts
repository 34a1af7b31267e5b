/**
 * The request log (issue 38, docs/decisions/0087): one JSON line per request through pino — time, request
 * id, method, route template, status, duration and, for a signed-in user, a pseudonymous id (an HMAC of the
 * account's id, never the id, an address, a token, a body or a query string). The request id is the
 * client's `X-Request-Id` when it is well-formed, else made here; the reply sends it back, and the error
 * log's lines that the request causes (errorLog.ts) name it too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac } from 'node:crypto';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

/** What the log knows of a request while it runs. */
export interface RequestRecord {
  id: string;
  /** performance.now() when it arrived. */
  started: number;
  /** The signed-in account's id (kept in memory only; the line has its pseudonym). */
  userId?: string;
  /** The error log's id of the 5xx the request caused. */
  errorId?: string;
}

/** A request id we take over: 8 to 128 letters, digits and `.`, `_`, `:`, `-` (a UUID, HAProxy's %ID …). */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A new request id: this process's random prefix (48 bits, from a UUID) and a sequence number in base 36,
 * `1b9d6bcd-bbfd-2s`: unique across processes in practice, and cheap enough for the hot reads.
 */
const PREFIX = crypto.randomUUID().slice(0, 13);
let sequence = 0;
export const newRequestId = () => `${PREFIX}-${(++sequence).toString(36)}`;

export function requestIdOf(header: string | null): string {
  return header !== null && WELL_FORMED_ID.test(header) ? header : newRequestId();
}

const records = new WeakMap<Request, RequestRecord>();
/** Requests begun whose line is not yet written (endRequestLog waits for them). */
let unfinished = 0;
const current = new AsyncLocalStorage<RequestRecord>();

/** Starts the record of a request (its id from the header or a new one). */
export function beginRequest(request: Request): RequestRecord {
  const record: RequestRecord = {
    id: requestIdOf(request.headers.get(REQUEST_ID_HEADER)),
    started: performance.now(),
  };
  records.set(request, record);
  unfinished += 1;
  return record;
}

/** Ends the record of a request once its line is written (http/observe.ts), at most once. */
export function endRecord(request: Request): void {
  if (records.delete(request)) unfinished -= 1;
}

export const recordOf = (request: Request): RequestRecord | undefined => records.get(request);

/** Runs `work` as part of the request's record: the lines it causes name the request (currentRequest). */
export function withRequest<T>(request: Request, work: () => T): T {
  const record = records.get(request);
  return record ? current.run(record, work) : work();
}

/** The record of the request being handled, or undefined outside one. */
export const currentRequest = (): RequestRecord | undefined => current.getStore();

/** Notes the signed-in account of a request (trpc/context.ts). */
export function noteUser(request: Request, userId: string | undefined): void {
  const record = records.get(request);
  if (record && userId !== undefined) record.userId = userId;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RequestLogOptions {
  /** LOG_LEVEL: the lowest level written (default info; 5xx lines are `error`, others `info`). */
  level?: LogLevel;
  /** Where the lines go (default: standard output); tests pass a stream that collects them. */
  destination?: DestinationStream;
  /** SECRETS_KEY: the pseudonyms' key is derived from it, so an account has the same one in every process. */
  secretsKey: Uint8Array;
}

export interface RequestLog {
  logger: Logger;
  /** Writes the request's line; `route` is the matched template. */
  finish(request: Request, route: string, status: number): void;
  /**
   * The line writer of a hot read (rest/hot.ts): the same line as `finish` writes, for a fixed method,
   * route and status, without a record of the request (its id is passed; `started` is performance.now()).
   */
  hotLine(method: string, route: string, status: number): (requestId: string, started: number) => void;
}

/** The flushers of the gathered lines (lineBatch), run before the log is written out. */
const hotFlushers = new Set<() => void>();
const flushHotLines = () => {
  for (const flush of hotFlushers) flush();
};

/**
 * The hot reads' lines, gathered and handed to the stream once per turn of the event loop (or every 16 KB):
 * one write of many lines costs about what one line did — the stream's write is about 1.5 µs a call, a
 * line's text 0.1 µs, and at tens of thousands of health checks a second the calls were a fifth of the
 * process's time (bench: health 0.63× the baseline with a write per line).
 */
function lineBatch(destination: DestinationStream): (line: string) => void {
  const made = batches.get(destination);
  if (made) return made;
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const lines = pending;
    pending = '';
    destination.write(lines);
  };
  hotFlushers.add(flush);
  const write = (line: string) => {
    pending += line;
    if (pending.length >= 16_384) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  batches.set(destination, write);
  return write;
}

/** One batch per stream: every hot read's lines and, on standard output, every other line go together. */
const batches = new WeakMap<DestinationStream, (line: string) => void>();

type StandardOutput = ReturnType<typeof pino.destination>;
let stdout: StandardOutput | undefined;
/** Whether endRequestLog has ended it (a stream ended is not written again). */
let stdoutEnded = false;

/**
 * Standard output, written asynchronously (a line costs a copy into a buffer, not a system call), shared
 * by the process's loggers. What is still buffered is written at shutdown (endRequestLog) and, failing
 * that, at the process's exit.
 */
function standardOutput(): StandardOutput {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: false });
    process.on('exit', () => {
      flushHotLines();
      if (!stdoutEnded) destination.flushSync();
    });
    stdout = destination;
  }
  return stdout;
}

/**
 * Writes out the request log at shutdown (cluster/shutdown.ts), after the last request is answered: first
 * waits for the lines not yet written — Elysia writes a regular reply's line in its onAfterResponse, which
 * can run well after the reply has reached the client (under load, over a second) — then for the stream's
 * write in progress (a full pipe makes it retry later, which an exit would cut off), and writes the rest.
 * At most `timeoutMs` in all; a line written after it is lost.
 */
export async function endRequestLog(timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (unfinished > 0 && performance.now() < deadline) await Bun.sleep(10);
  flushHotLines();
  const destination = stdout;
  if (!destination || stdoutEnded) return;
  stdoutEnded = true;
  const closed = new Promise<void>((resolve) => destination.once('close', () => resolve()));
  destination.end();
  await Promise.race([closed, Bun.sleep(Math.max(0, deadline - performance.now()))]);
}

/** The time as pino's isoTime writes it, made once per millisecond (the hot reads' lines). */
let lastMs = 0;
let lastIso = '';
function isoNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

/** How many accounts' pseudonyms a request log keeps (then it starts afresh). */
const PSEUDONYMS_KEPT = 10_000;

const durationMs = (started: number) => Math.round((performance.now() - started) * 10) / 10;

export function createRequestLog(options: RequestLogOptions): RequestLog {
  const destination = options.destination ?? standardOutput();
  // On standard output every line goes through the hot reads' batch: its stream starts a write (a system
  // call) for each line it is given while none is under way — under load one per request, about a
  // twentieth of a signed-in request's CPU time (docs/decisions/0096).
  const lines = options.destination ? destination : { write: lineBatch(destination) };
  const logger = pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    lines,
  );
  const key = createHmac('sha256', options.secretsKey).update('request log pseudonyms').digest();
  // An account's pseudonym never changes within a process: computed once (an HMAC per line was a
  // twentieth of a signed-in request's CPU time), kept for up to PSEUDONYMS_KEPT accounts.
  const pseudonyms = new Map<string, string>();
  const pseudonym = (userId: string) => {
    let known = pseudonyms.get(userId);
    if (known === undefined) {
      known = createHmac('sha256', key).update(userId).digest('hex').slice(0, 16);
      if (pseudonyms.size >= PSEUDONYMS_KEPT) pseudonyms.clear();
      pseudonyms.set(userId, known);
    }
    return known;
  };
  return {
    logger,
    finish(request, route, status) {
      const record = records.get(request);
      if (!record) return;
      const level: Level = status >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level]({
        requestId: record.id,
        method: request.method,
        route,
        status,
        ms: durationMs(record.started),
        ...(record.userId === undefined ? {} : { user: pseudonym(record.userId) }),
        ...(record.errorId === undefined ? {} : { errorId: record.errorId }),
      });
    },
    hotLine(method, route, status) {
      const level: Level = status >= 500 ? 'error' : 'info';
      // pino's line for these fields, built as a string: a request id is well-formed or made here (letters,
      // digits, `._:-`), the other values are fixed, so nothing needs escaping. Written to pino's stream, a
      // turn of the event loop's lines at once.
      const head = `{"level":"${level}","time":"`;
      const fixed = `","method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${status},"ms":`;
      const write = lineBatch(destination);
      return (requestId, started) => {
        if (!logger.isLevelEnabled(level)) return;
        const ms = durationMs(started);
        write(`${head}${isoNow()}","requestId":"${requestId}${fixed}${ms}}\n`);
      };
    },
  };
}
