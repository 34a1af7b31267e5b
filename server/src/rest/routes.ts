/**
 * The Elysia routes of /api, built from the operation declarations (rest/operations.ts): each route reads
 * what its declaration says and calls its procedure through the same caller as tRPC (http.ts).
 */
import { Elysia } from 'elysia';
import type { Services } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { createRestHandler, type RestRequest, readBody, readJsonObject } from './http';
import type { Caller, Operation, OperationRequest, ProcedureOperation } from './operation';

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

/** What a route runs: the operation's own `call`, or its procedure with the body or with no input. */
function runnerOf(operation: ProcedureOperation): NonNullable<ProcedureOperation['call']> {
  if (operation.call) return operation.call;
  const path = operation.procedure && procedurePaths.get(operation.procedure);
  if (!path) throw new Error(`${operation.operationId}: its procedure is not in the app router`);
  return async (api, request) => {
    const procedure = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], api) as (
      input?: unknown,
    ) => Promise<unknown>;
    return procedure(operation.body ? await request.body() : undefined);
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
    // The context's parts named one by one: Elysia reads from a handler's parameters what it must prepare,
    // and a context handed on whole made it parse every request's cookies and headers into objects that
    // nothing here reads (docs/decisions/0096).
    const handler = ({ request, server, route, params, query }: RouteContext) => {
      const c = { request, server, route, params, query };
      return respond(
        c,
        (api: Caller, replyHeaders) => run(api, operationRequest(c, replyHeaders)),
        operation.status,
        operation.token === true,
      );
    };
    // The route reads its body itself (readJsonObject: 415, 413, 400 with the JSON error body). An
    // operation without input keeps Elysia's parsing, which refuses a malformed body it would ignore.
    const hook =
      operation.body || operation.rawBody || operation.pathParams ? { parse: 'none' as const } : {};
    app.route(operation.method.toUpperCase(), elysiaPath(operation.path), handler, hook);
  }
  return app;
}
