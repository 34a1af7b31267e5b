/**
 * One /api operation, declared once: its method and path, how the request becomes the procedure's input,
 * the procedure, and its OpenAPI documentation. rest/routes.ts builds the Elysia route and rest/openapi.ts
 * the document from the same declaration; each domain declares its own in domains/<domain>/rest.ts.
 */
import type { AnyTRPCProcedure } from '@trpc/server';
import type { AnyElysia } from 'elysia';
import type { z } from 'zod';
import type { Services } from '../trpc/context';

/**
 * The app's tRPC caller, as REST operations call their procedures. Declared here and filled in by the root
 * router (trpc/router.ts registers its caller's type), so that operations and the domains declaring them
 * depend on this module only, not on the router that gathers them (no import cycle, types end to end).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging (trpc/router.ts)
export interface Register {}
export type Caller = Register extends { caller: infer C } ? C : never;

/** Marks a parsed body as the procedure's input type: the procedure validates it with its zod schema. */
export const untrusted = <T>(value: unknown): T => value as T;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A documented parameter of the path, the query or the headers. */
export type Parameters = Record<string, { schema: z.ZodType; description: string }>;

/** What an operation reads from its request; everything it passes on is validated by the procedure. */
export interface OperationRequest {
  /** A path parameter by name (`{id}` → `param('id')`). */
  param(name: string): string;
  /** A query parameter, undefined when absent. */
  query(name: string): string | undefined;
  /** A request header, undefined when absent. */
  header(name: string): string | undefined;
  /**
   * The JSON body as the procedure's (still unvalidated) input: 415, 413 or 400 as in http.ts. `fields`
   * read elsewhere in the request (the path, a header) are added to it.
   */
  body<T = never>(fields?: Record<string, unknown>): Promise<T>;
  /** The raw body (an uploaded file): 413 over 1 MB as in http.ts. */
  bytes(): Promise<Uint8Array>;
  /** The reply's headers: a procedure's cookies are already there; an operation may add its own. */
  replyHeaders: Headers;
}

interface Documented {
  method: Method;
  /** OpenAPI path, with {params}; the Elysia route uses :params. */
  path: string;
  /** Unique over the document; names the operation in generated clients. */
  operationId: string;
  summary: string;
  description: string;
  signedIn?: boolean;
  /** A personal API token may call it (a read of the portfolio or the wallet: decision 0069). */
  token?: boolean;
  pathParams?: Parameters;
  query?: Parameters;
  headers?: Parameters;
  /** The JSON body's schema (the documented part of the procedure's input). */
  body?: z.ZodType;
  /** The body is a file, read raw with `bytes()` (an image upload); its description says which. */
  rawBody?: boolean;
  status: number;
  response: z.ZodType;
  /** A file's media type when the operation answers a file (rest/file.ts) instead of `response`'s JSON. */
  produces?: 'application/pdf' | 'text/csv' | 'application/xml' | 'application/json';
  /** Error statuses this operation answers besides the common ones (400, 401, 403, 413, 415, 503). */
  errors?: number[];
}

/**
 * An operation that runs one procedure through the caller; its result is the reply's JSON body. Naming
 * the `procedure` documents it from the procedure's own schemas: the response is its output, and
 * `body: 'input'` is its whole input (a body that is only part of the input names its schema). Without a
 * `call` the route runs that procedure with the body, or with no input (rest/routes.ts); an operation
 * that reads its path, query or headers, or shapes the reply, says how in its `call`.
 */
export interface ProcedureOperation extends Omit<Documented, 'body' | 'response'> {
  procedure?: AnyTRPCProcedure;
  body?: z.ZodType | 'input';
  response?: z.ZodType;
  call?(api: Caller, request: OperationRequest): Promise<unknown>;
  serve?: never;
}

/**
 * An operational endpoint answered without a procedure (the health check, docs/decisions/0005): `serve`
 * gives its route as an Elysia plugin with that method and path (a test holds the two together).
 */
export interface DirectOperation extends Documented {
  serve(services: Services): AnyElysia;
  call?: never;
}

export type Operation = (DirectOperation | (Documented & Omit<ProcedureOperation, keyof Documented>)) & {
  tag: string;
};

/** The schemas a procedure validates with (tRPC keeps them on its definition). */
const schemasOf = (procedure: AnyTRPCProcedure) =>
  procedure._def as unknown as { inputs: z.ZodType[]; output?: z.ZodType };

/** The body and response schemas of an operation, from its procedure where it names one. */
function documented(operation: ProcedureOperation | DirectOperation): Documented {
  if (operation.serve) return operation;
  const schemas = operation.procedure && schemasOf(operation.procedure);
  const body = operation.body === 'input' ? schemas?.inputs[0] : operation.body;
  const response = operation.response ?? schemas?.output;
  if (!response || (operation.body && !body))
    throw new Error(`${operation.operationId}: no schema for its body or response`);
  const readsRequest = operation.pathParams || operation.query || operation.headers || operation.rawBody;
  if (!operation.call && (!operation.procedure || readsRequest))
    throw new Error(`${operation.operationId}: a \`call\` must say what the procedure gets`);
  return { ...operation, body, response };
}

/** A domain's operations, all under its OpenAPI tag (described once in the document's tag list). */
export const operations = (tag: string, list: (ProcedureOperation | DirectOperation)[]): Operation[] =>
  list.map((operation) => ({ ...operation, ...documented(operation), tag }) as Operation);

/** A numeric path parameter; anything else fails the procedure's validation with its message. */
export const idParam = (value: string): number => (/^\d+$/.test(value) ? Number(value) : Number.NaN);
