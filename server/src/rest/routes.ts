/**
 * The Elysia routes of /api, built from the operation declarations (rest/operations.ts): each route reads
 * what its declaration says and calls its procedure through the same caller as tRPC (http.ts).
 */
import type { AnyTRPCProcedure } from '@trpc/server';
import { Elysia } from 'elysia';
import type { Context, Services } from '../trpc/context';
import { appRouter, createCaller } from '../trpc/router';
import { createRestHandler, type RestRequest, readBody, readJsonObject } from './http';
import type { Operation, OperationRequest, ProcedureOperation } from './operation';

/** The part of Elysia's context a route reads. */
interface RouteContext extends RestRequest {
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
}

const elysiaPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function operationRequest(c: RouteContext, replyHeaders: Headers): OperationRequest {
  return {
    param: (name) => c.params[name] ?? '',
    query: (name) => c.query[name],
    header: (name) => c.request.headers.get(name) ?? undefined,
    body: async (fields) => ({ ...(await readJsonObject<object>(c.request)), ...fields }) as never,
    bytes: () => readBody(c.request),
    replyHeaders,
  };
}

/** Each procedure's path in the caller ('auth.twoFactor.verify'). */
const procedurePaths = new Map<unknown, string>(
  Object.entries(appRouter._def.procedures as Record<string, unknown>).map(([path, p]) => [p, path]),
);

/** A procedure as tRPC's caller calls it (@trpc/server 11: createCallerFactory). */
type CallableProcedure = (options: {
  path: string;
  getRawInput: () => Promise<unknown>;
  ctx: Context;
  type: 'query' | 'mutation' | 'subscription';
  signal: AbortSignal | undefined;
  batchIndex: number;
}) => Promise<unknown>;

/**
 * What a route runs: the operation's own `call` with the app's caller, or its procedure with the body or
 * with no input. The procedure is called as tRPC's caller calls it, without the caller: its proxies, made
 * anew for each request's context and walked segment by segment to the procedure, were about a tenth of a
 * signed-in request's CPU time (docs/decisions/0096).
 */
function runnerOf(
  operation: ProcedureOperation,
): (ctx: Context, request: OperationRequest) => Promise<unknown> {
  const { call } = operation;
  if (call) return (ctx, request) => call(createCaller(ctx), request);
  const procedure = operation.procedure as AnyTRPCProcedure | undefined;
  const path = procedure && procedurePaths.get(procedure);
  if (!procedure || !path)
    throw new Error(`${operation.operationId}: its procedure is not in the app router`);
  const callable = procedure as unknown as CallableProcedure;
  const type = procedure._def.type;
  return async (ctx, request) => {
    const input = operation.body ? await request.body() : undefined;
    return callable({ path, getRawInput: async () => input, ctx, type, signal: undefined, batchIndex: 0 });
  };
}

export function apiRoutes(services: Services, list: readonly Operation[]) {
  const respond = createRestHandler(services);
  const app = new Elysia();
  for (const operation of list) {
    if (operation.serve) {
      app.use(operation.serve(services));
      continue;
    }
    const run = runnerOf(operation);
    const serve = (c: RouteContext) =>
      respond(
        c,
        (ctx: Context, replyHeaders) => run(ctx, operationRequest(c, replyHeaders)),
        operation.status,
        operation.token === true,
      );
    // The context's parts named one by one: Elysia reads from a handler's parameters what it must prepare,
    // and a context handed on whole made it parse every request's cookies and headers into objects that
    // nothing here reads (docs/decisions/0096). A route with input reads its body itself (readJsonObject:
    // 415, 413, 400 with the JSON error body); one without names `body`, so that Elysia parses it and
    // refuses a malformed one (400) it would otherwise ignore.
    const readsItsBody = Boolean(operation.body || operation.rawBody || operation.pathParams);
    const handler = readsItsBody
      ? ({ request, server, route, params, query }: RouteContext) =>
          serve({ request, server, route, params, query })
      : ({ request, server, route, params, query, body: _parsed }: RouteContext & { body: unknown }) =>
          serve({ request, server, route, params, query });
    const hook = readsItsBody ? { parse: 'none' as const } : {};
    app.route(operation.method.toUpperCase(), elysiaPath(operation.path), handler, hook);
  }
  return app;
}
