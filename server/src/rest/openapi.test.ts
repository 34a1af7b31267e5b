import { describe, expect, test } from 'bun:test';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { germanText } from '@wurzelwerk/shared';
import { ORIGIN, testApp } from '../../test/harness';
import { HTTP_MESSAGES } from './errors';
import { openApiDocument } from './openapi';
import { OPERATIONS } from './operations';

const t = testApp();

const get = (path: string) => t.app.handle(new Request(`${ORIGIN}${path}`));
/** Routes that document the API rather than being part of it. */
const DOCUMENTATION = /^\/api\/(openapi\.json|docs)/;

describe('GET /api/openapi.json', () => {
  test('documents exactly the /api routes the t.app serves', async () => {
    const served = t.app.routes
      .filter((r) => r.path.startsWith('/api/') && !DOCUMENTATION.test(r.path))
      .map((r) => `${r.method.toLowerCase()} ${r.path}`)
      .sort();
    const documented = OPERATIONS.map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`).sort();
    expect(documented).toEqual(served);
  });

  test('is an OpenAPI 3.1 document with bodies, responses, errors and cookie authentication', async () => {
    const response = await get('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.sessionCookie).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'ww_session',
    });
    const invest = doc.paths['/api/investments'].post;
    expect(invest.requestBody.content['application/json'].schema.required).toEqual([
      'assetTypeId',
      'quantity',
      'totalInvestment',
      'acknowledgement',
    ]);
    expect(Object.keys(invest.responses).sort()).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '503',
    ]);
    expect(invest.security).toEqual([{ sessionCookie: [] }]);
    expect(invest.responses['201'].content['application/json'].schema.properties.createdAt).toEqual({
      type: 'string',
      format: 'date-time',
    });
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.properties.password.minLength).toBe(6);
    // An asset type names its issuer and its offer's terms (issue 33), both required.
    const one = doc.paths['/api/asset-types'].get.responses['200'].content['application/json'].schema.items;
    expect(one.required).toEqual(expect.arrayContaining(['issuer', 'terms']));
    expect(Object.keys(one.properties.issuer.properties).sort()).toEqual([
      'city',
      'id',
      'legalForm',
      'name',
      'register',
    ]);
    expect(one.properties.terms.properties.repaymentType.enum).toEqual(['bullet', 'annuity']);
    expect(one.properties.terms.properties.paymentFrequency.enum).toEqual(['yearly', 'quarterly', 'monthly']);
    const issuerBody = doc.paths['/api/admin/issuers'].post.requestBody.content['application/json'].schema;
    expect(issuerBody.required).toEqual(expect.arrayContaining(['name', 'iban', 'bic', 'registerCourt']));
    expect(doc.paths['/api/orders/{id}/status'].patch.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
    });
  });
});

describe('the OpenAPI document passes the linters', () => {
  test("Redocly's recommended rules: no error, no warning (offline: the document has no external $ref)", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const source = JSON.stringify(openApiDocument());
    const problems = await lintFromString({ source, absoluteRef: '/openapi.json', config });
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`),
    ).toEqual([]);
  });

  test("the rules of spectral:oas that Redocly's set leaves out: operation descriptions, unique ids, contact", () => {
    const doc = openApiDocument();
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods)) as {
      operationId: string;
      description: string;
      tags: string[];
    }[];
    expect(operations.length).toBe(OPERATIONS.length);
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const operation of operations) {
      expect(operation.description.trim()).not.toBe('');
      expect(operation.tags.every((tag) => tags.has(tag))).toBe(true);
    }
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    expect(doc.info.contact.name).not.toBe('');
    expect(doc.tags.every((tag) => tag.description.length > 0)).toBe(true);
  });
});

describe('GET /api/docs', () => {
  test('an offline page: its scripts and styles come from the t.app, none inline', async () => {
    const page = await get('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source).toStartWith('/api/docs/');
      const asset = await get(source);
      expect(asset.status).toBe(200);
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(10);
    }
    expect(html).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*src=)[^>]*>[^<]+<\/script>/);
    expect((await get('/api/docs/../../package.json')).status).not.toBe(200);
  });

  test('an unknown file → 404 with the JSON error body', async () => {
    for (const path of ['/api/docs/nope.js', '/api/docs/swagger-ui.css.map', '/api/docs/package.json']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        message: germanText(HTTP_MESSAGES.notFound),
        code: 'NOT_FOUND',
      });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
