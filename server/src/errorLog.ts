/**
 * The server log of a failure: one redacted JSON line with an error id, which the reply names. A flood of
 * the same failure — an outage, an attack — is that line once and then a count (issue 31): the same
 * failure again within REPEAT_WINDOW_MS is not written, its reply names the first line's id, and at the
 * end of the window one line says how many more there were.
 */
import { TRPCError } from '@trpc/server';
import { RetryAfter } from './errors';
import { currentRequest } from './requestLog';

/** The error ids of failures already logged, so that the reply can name the same id. */
const loggedIds = new WeakMap<object, string>();

/** The id under which a failure was logged (logInternal), if it was. */
export function errorIdOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? loggedIds.get(error) : undefined;
}

/** 12 hex digits: enough to find one line among a day's logs, short enough to read out on the phone. */
const newErrorId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/**
 * Logs a failure the client is told nothing about, as one JSON line with an error id, and returns the id
 * for the reply. The line names the errors of the cause chain (class, code or SQLSTATE, message) and the
 * stack frames of the original error — never the error objects themselves: postgres.js errors carry the
 * query's `parameters`, and drizzle and tRPC copy them into their messages ("params: …"), which put
 * submitted passwords' argon2 hashes, e-mail addresses and session ids into the log.
 */
export function logInternal(error: unknown, where: string): string {
  const known = errorIdOf(error);
  if (known) return known;
  const chain = causeChain(error);
  // The wrappers (drizzle, tRPC) repeat the database's message without its code.
  const dataException = chain.some((e) => /^22...$/.test(String((e as { code?: unknown }).code)));
  const errors = chain.map((e) => describeForLog(e, dataException));
  // A flood of the same failure (an outage, an attack) is one line and a count, not a line per request.
  const kind = JSON.stringify([where, errors]);
  const repeated = repeats.get(kind);
  const errorId = repeated ? repeated.errorId : newErrorId();
  if (typeof error === 'object' && error !== null) loggedIds.set(error, errorId);
  // The request's line names the error, and the error's line the request (requestLog.ts).
  const request = currentRequest();
  if (request) request.errorId = errorId;
  if (repeated) {
    repeated.count += 1;
    return errorId;
  }
  const origin = chain.find((e) => !(e instanceof TRPCError) && !(e instanceof RetryAfter)) ?? chain[0];
  const entry = {
    level: 'error',
    time: new Date().toISOString(),
    errorId,
    ...(request ? { requestId: request.id } : {}),
    where,
    errors,
    stack: origin instanceof Error ? stackFrames(origin) : undefined,
  };
  console.error(JSON.stringify(entry));
  const timer = setTimeout(() => summarize(kind), REPEAT_WINDOW_MS);
  timer.unref?.();
  repeats.set(kind, { errorId, where, errors, count: 0, timer });
  return errorId;
}

/**
 * How long after a failure is logged the same failure again (same place, same errors in the chain) is
 * only counted. At the end of that time one line says how many more there were; the replies of the
 * counted ones name the logged line's id.
 */
export const REPEAT_WINDOW_MS = 10_000;

interface Repeats {
  errorId: string;
  where: string;
  errors: { name: string; code?: string }[];
  count: number;
  timer: Timer;
}
const repeats = new Map<string, Repeats>();

/** The summary line of a kind of failure ("N more of …"), when there were more; the kind is then forgotten. */
function summarize(kind: string): void {
  const repeated = repeats.get(kind);
  if (!repeated) return;
  clearTimeout(repeated.timer);
  repeats.delete(kind);
  if (repeated.count === 0) return;
  const last = repeated.errors.at(-1);
  const what = `${repeated.where}: ${last?.name ?? 'error'}${last?.code ? ` ${last.code}` : ''}`;
  const entry = {
    level: 'error',
    time: new Date().toISOString(),
    errorId: repeated.errorId,
    where: repeated.where,
    repeated: repeated.count,
    message: `${repeated.count} more of ${what} in the last ${REPEAT_WINDOW_MS / 1000} s (as ${repeated.errorId})`,
  };
  console.error(JSON.stringify(entry));
}

/** Writes the pending summary lines now (at shutdown, so no count is lost; in tests). */
export function flushRepeatedErrors(): void {
  for (const kind of [...repeats.keys()]) summarize(kind);
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = error; e !== undefined && e !== null && chain.length < 5; ) {
    chain.push(e);
    const cause = (e as { cause?: unknown }).cause;
    if (chain.includes(cause)) break;
    e = cause;
  }
  return chain;
}

function describeForLog(
  error: unknown,
  dataException: boolean,
): { name: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { name: typeof error, message: '(not an Error)' };
  const rawCode = (error as { code?: unknown }).code;
  const code = typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode) : undefined;
  return { name: error.constructor.name, code, message: redactMessage(error.message, dataException) };
}

const MAX_LOGGED_MESSAGE = 500;

/**
 * A message without submitted values: drizzle's "Failed query: <sql>\nparams: <values>" keeps its
 * statement (placeholders only) and loses the values; a PostgreSQL data exception (SQLSTATE class 22,
 * e.g. `invalid input syntax for type uuid: "…"`) quotes the offending value, so its quoted parts go.
 * Other SQLSTATEs quote only names (relation, constraint), which an operator needs.
 */
function redactMessage(message: string, dataException: boolean): string {
  let text = message.split(/\n\s*params:/)[0] ?? '';
  if (dataException) text = text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > MAX_LOGGED_MESSAGE ? `${text.slice(0, MAX_LOGGED_MESSAGE)}…` : text;
}

/** The `at …` lines of a stack: function names and file positions, none of the message above them. */
function stackFrames(error: Error): string[] | undefined {
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim())
    .slice(0, 8);
  return frames.length > 0 ? frames : undefined;
}
