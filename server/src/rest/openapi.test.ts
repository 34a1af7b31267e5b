import { describe, expect, test } from 'bun:test';
import { ORIGIN, testApp } from '../../test/harness';
import { HTTP_MESSAGES } from './errors';
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
      '503',
    ]);
    expect(invest.security).toEqual([{ sessionCookie: [] }]);
    expect(invest.responses['201'].content['application/json'].schema.properties.createdAt).toEqual({
      type: 'string',
      format: 'date-time',
    });
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.properties.password.minLength).toBe(6);
    expect(doc.paths['/api/orders/{id}/status'].patch.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
    });
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
      expect(await response.json()).toEqual({ message: HTTP_MESSAGES.notFound, code: 'NOT_FOUND' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
