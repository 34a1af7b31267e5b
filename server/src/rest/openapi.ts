/**
 * The OpenAPI 3.1 document of /api, generated from the operation declarations (rest/operations.ts) and
 * the same zod schemas the procedures validate with (zod's own JSON Schema conversion). It passes
 * `redocly lint` (recommended) and `spectral lint` (spectral:oas) without warnings; openapi.test.ts
 * runs Redocly's rules on it.
 */
import { BRAND, errorBody } from '@wurzelwerk/shared';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/cookies';
import type { Operation, Parameters } from './operation';
import { OPERATIONS, TAGS } from './operations';

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input, malformed JSON or a malformed address (with issues per field)',
  401: 'Not signed in',
  403: 'Origin header missing or foreign',
  404: 'Not found, or not yours',
  409: 'Conflict',
  413: 'Body over 1 MB',
  415: 'Body is not JSON',
  429: 'Too many attempts (see Retry-After)',
  503: 'Database unreachable (see Retry-After)',
};

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes a record keyed by an enum (the settings' switches) as `propertyNames` with every key
 * `required`; the document names each key as a property instead, so every required one is defined.
 */
function enumRecordsAsProperties(schema: JsonSchema): void {
  const keys = (schema.propertyNames as JsonSchema | undefined)?.enum;
  if (!Array.isArray(keys) || typeof schema.additionalProperties !== 'object') return;
  schema.properties = Object.fromEntries(keys.map((key) => [key, schema.additionalProperties]));
  schema.additionalProperties = false;
  delete schema.propertyNames;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // Dates travel as ISO 8601 strings in JSON.
      if (zodSchema._zod.def.type === 'date')
        Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
      if (zodSchema._zod.def.type === 'record') enumRecordsAsProperties(jsonSchema);
    },
  });
  return rest;
}

const parameters = (where: 'path' | 'query' | 'header', list: Parameters | undefined) =>
  Object.entries(list ?? {}).map(([name, p]) => ({
    name,
    in: where,
    required: where === 'path',
    description: p.description,
    schema: jsonSchema(p.schema, 'input'),
  }));

/**
 * The error statuses of an operation: its own, and those every route can answer — 400 (a body, or an
 * address with forbidden escapes), 401 when signed in, 403 for a change without our Origin, 413 and 415
 * for a body, 503 when the database is away.
 */
/** The raw bodies an operation takes (image uploads, domains/admin/upload.ts). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const BINARY = { schema: { type: 'string', format: 'binary' } };

function errorStatuses(op: Operation): number[] {
  const errors = new Set([...(op.errors ?? []), 400, 503]);
  if (op.signedIn) errors.add(401);
  if (op.method !== 'get') errors.add(403);
  if (op.body) {
    errors.add(413);
    errors.add(415);
  }
  return [...errors].sort();
}

function operationObject(op: Operation) {
  const responses: Record<string, unknown> = {
    [op.status]: {
      description: 'Success',
      content: op.produces
        ? { [op.produces]: { schema: { type: 'string', format: 'binary' } } }
        : { 'application/json': { schema: jsonSchema(op.response, 'output') } },
    },
  };
  for (const status of errorStatuses(op)) {
    responses[status] = {
      description: ERROR_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    tags: [op.tag],
    operationId: op.operationId,
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
      : op.rawBody
        ? { required: true, content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, BINARY])) }
        : undefined,
    responses,
  };
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND} API`,
      version: '1.0.0',
      description:
        'JSON over HTTP. Every non-GET request must send an Origin header matching the host. Errors: `{ message, code?, issues? }`. Money is sent as decimal strings. Content follows Accept-Language (de default, en).',
      contact: { name: BRAND },
      license: { name: 'Proprietary, all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBody, 'output') },
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
