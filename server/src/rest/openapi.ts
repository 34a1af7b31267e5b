/**
 * The OpenAPI 3.1 document of /api, generated from the same zod schemas the procedures validate with
 * (zod's own JSON Schema conversion), and the offline documentation page (Swagger UI from npm).
 */

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assetTypeSchema,
  BRAND,
  createInvestmentInput,
  dashboardSchema,
  errorBody,
  investmentSchema,
  livestreamSchema,
  loginInput,
  newsSchema,
  registerInput,
  restOrderSchema,
  trackingSchema,
  updateOrderStatusInput,
  userEnvelope,
} from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/lucia';
import { accountOperations } from '../domains/account/rest';
import { farmOperations } from '../domains/farm/rest';
import { reminderResult } from '../domains/livestreams/router';
import { shopOperations } from '../domains/shop/rest';
import { errorResponse, httpError, jsonResponse } from './errors';
import type { Operation } from './operation';

const categoryParam = z.enum(['trees', 'animals', 'fields', 'energy']);

/** The paths of core-product.md §7. */
const CORE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'System',
    summary: 'Health of the server and its database',
    status: 200,
    response: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
  },
  {
    method: 'post',
    path: '/api/auth/register',
    tag: 'Auth',
    summary: 'Register and sign in',
    description: 'Starts a session (cookie). Throttled per address (429 with Retry-After).',
    body: registerInput,
    status: 201,
    response: userEnvelope,
    errors: [409, 429],
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'Auth',
    summary: 'Sign in',
    description:
      'Starts a new session (cookie). Unknown e-mail and wrong password get the same 401. Repeated failures → 429.',
    body: loginInput,
    status: 200,
    response: userEnvelope,
    errors: [401, 429],
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Auth',
    summary: 'Sign out: ends the session on the server',
    status: 200,
    response: z.object({ success: z.literal(true) }),
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'Auth',
    summary: 'The signed-in user',
    signedIn: true,
    status: 200,
    response: userEnvelope,
  },
  {
    method: 'get',
    path: '/api/asset-types',
    tag: 'Assets',
    summary: 'Asset types, optionally of one category',
    description: 'Names and texts in the language of Accept-Language (German by default).',
    query: { category: { schema: categoryParam, description: 'Only this category; unknown → 400' } },
    status: 200,
    response: z.array(assetTypeSchema),
  },
  {
    method: 'get',
    path: '/api/asset-types/{key}',
    tag: 'Assets',
    summary: 'Asset types of a category, or one asset type by its numeric id',
    pathParams: {
      key: { schema: z.string(), description: 'A category (trees, animals, fields, energy) or an id' },
    },
    status: 200,
    response: z.union([z.array(assetTypeSchema), assetTypeSchema]),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/investments',
    tag: 'Investments',
    summary: 'Invest in an asset type',
    description:
      'The expected annual return is computed on the server. With an Idempotency-Key, the same key and body return the first reply and create one investment; the same key with another body → 409.',
    signedIn: true,
    headers: {
      'Idempotency-Key': { schema: z.string().max(200), description: 'Optional; makes retries safe' },
    },
    body: createInvestmentInput.omit({ idempotencyKey: true }),
    status: 201,
    response: investmentSchema,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/investments',
    tag: 'Investments',
    summary: 'Your investments, newest first',
    signedIn: true,
    status: 200,
    response: z.array(investmentSchema),
  },
  {
    method: 'post',
    path: '/api/investments/{id}/withdraw',
    tag: 'Investments',
    summary: 'Withdraw an investment (statutory right of withdrawal, 14 days)',
    signedIn: true,
    pathParams: { id: { schema: z.string(), description: 'Investment id' } },
    status: 200,
    response: investmentSchema,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/dashboard',
    tag: 'Dashboard',
    summary: 'Your totals, environmental impact and the latest 10 activities',
    signedIn: true,
    status: 200,
    response: dashboardSchema,
  },
  {
    method: 'get',
    path: '/api/news',
    tag: 'Content',
    summary: 'Community news, newest first',
    status: 200,
    response: z.array(newsSchema),
  },
  {
    method: 'get',
    path: '/api/livestreams',
    tag: 'Content',
    summary: 'Live and upcoming livestreams, with your reminders when signed in',
    status: 200,
    response: z.array(livestreamSchema),
  },
  {
    method: 'post',
    path: '/api/livestreams/{id}/reminder',
    tag: 'Content',
    summary: 'Set a reminder for a stream',
    signedIn: true,
    pathParams: { id: { schema: z.number().int(), description: 'Livestream id' } },
    status: 200,
    response: reminderResult,
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/livestreams/{id}/reminder',
    tag: 'Content',
    summary: 'Remove a reminder',
    signedIn: true,
    pathParams: { id: { schema: z.number().int(), description: 'Livestream id' } },
    status: 200,
    response: reminderResult,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/orders',
    tag: 'Orders',
    summary: 'Your orders, newest first (shippingAddress and items are JSON strings)',
    description:
      "Item names are the catalogue's names at order time, in the request's language (Accept-Language).",
    signedIn: true,
    status: 200,
    response: z.array(restOrderSchema),
  },
  {
    method: 'patch',
    path: '/api/orders/{id}/status',
    tag: 'Orders',
    summary: 'Advance an order: pending → processing → shipped → delivered',
    description:
      'Forward steps only (others → 409). For shipped, a TRK tracking number is generated when none is given; a given one must be unique among the user’s own orders (else 409).',
    signedIn: true,
    pathParams: { id: { schema: z.string(), description: 'Order id' } },
    body: updateOrderStatusInput.omit({ id: true }),
    status: 200,
    response: restOrderSchema,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/shipping/track/{trackingNumber}',
    tag: 'Orders',
    summary: 'Shipment tracking built from the order’s status history',
    signedIn: true,
    pathParams: { trackingNumber: { schema: z.string(), description: 'TRK followed by digits' } },
    status: 200,
    response: trackingSchema,
    errors: [404],
  },
];

/** Every /api path. A test checks this list against the app's routes. */
export const OPERATIONS: Operation[] = [
  ...CORE_OPERATIONS,
  ...shopOperations,
  ...accountOperations,
  ...farmOperations,
];

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input or malformed JSON (with issues per field)',
  401: 'Not signed in',
  403: 'Origin header missing or foreign',
  404: 'Not found, or not yours',
  409: 'Conflict',
  413: 'Body over 1 MB',
  415: 'Body is not JSON',
  429: 'Too many attempts (see Retry-After)',
  503: 'Database unreachable',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // Dates travel as ISO 8601 strings in JSON.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date')
        Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
  return rest;
}

const parameters = (where: 'path' | 'query' | 'header', list: Operation['pathParams']) =>
  Object.entries(list ?? {}).map(([name, p]) => ({
    name,
    in: where,
    required: where === 'path',
    description: p.description,
    schema: jsonSchema(p.schema, 'input'),
  }));

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const errors = new Set([...(op.errors ?? []), 503]);
    if (op.body || op.pathParams || op.query) errors.add(400);
    if (op.signedIn) errors.add(401);
    if (op.method !== 'get') errors.add(403);
    if (op.body) {
      errors.add(413);
      errors.add(415);
    }
    const responses: Record<string, unknown> = {
      [op.status]: {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
      },
    };
    for (const status of [...errors].sort()) {
      responses[status] = {
        description: ERROR_TEXT[status] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method] = {
      tags: [op.tag],
      summary: op.summary,
      description: op.description,
      security: op.signedIn ? [{ sessionCookie: [] }] : [],
      parameters: [
        ...parameters('path', op.pathParams),
        ...parameters('query', op.query),
        ...parameters('header', op.headers),
      ],
      requestBody: op.body
        ? { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } }
        : undefined,
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND} API`,
      version: '1.0.0',
      description:
        'JSON over HTTP. Every non-GET request must send an Origin header matching the host. Errors: `{ message, code?, issues? }`. Money is sent as decimal strings. Content follows Accept-Language (de default, en).',
    },
    servers: [{ url: '/' }],
    tags: [
      'System',
      'Auth',
      'Assets',
      'Investments',
      'Dashboard',
      'Content',
      'Orders',
      'Shop',
      'Account',
      'Farm',
    ].map((name) => ({
      name,
    })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBody, 'output') },
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}

const swaggerDist = dirname(fileURLToPath(import.meta.resolve('swagger-ui-dist/package.json')));

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${BRAND} API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

// A file, not an inline script: the Content-Security-Policy allows scripts from our origin only.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', withCredentials: true, deepLinking: true });`;

export const openApiRoutes = () => {
  const document = openApiDocument();
  return new Elysia({ prefix: '/api' })
    .get('/openapi.json', () => jsonResponse(document))
    .get(
      '/docs',
      () =>
        new Response(DOCS_PAGE, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
        }),
    )
    .get(
      '/docs/init.js',
      () => new Response(DOCS_INIT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } }),
    )
    .get('/docs/:file', ({ params }) =>
      ['swagger-ui.css', 'swagger-ui-bundle.js'].includes(params.file)
        ? new Response(Bun.file(join(swaggerDist, params.file)), {
            headers: { 'Cache-Control': 'public, max-age=86400' },
          })
        : errorResponse(httpError('notFound')),
    );
};
