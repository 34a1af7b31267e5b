/** Every admin path, REST and tRPC: signed out 401 / UNAUTHORIZED, an investor 403 / FORBIDDEN. */
import { describe, expect, test } from 'bun:test';
import { messageText } from '@wurzelwerk/shared';
import { codeOf, signedInClient, signedUpCaller } from '../../../test/domains';
import { adminTestApp, operatorClient } from '../../../test/fixtures/admin';
import { TestClient } from '../../../test/harness';
import { appRouter } from '../../trpc/router';
import { adminOperations } from './rest';

const t = adminTestApp();
const pathOf = (path: string) => path.replace(/\{\w+\}/g, '1');

describe('role enforcement', () => {
  test('every /api/admin operation: 401 signed out, 403 for an investor (catalogue text, de and en)', async () => {
    const investor = await signedInClient(t.app);
    const anonymous = new TestClient(t.app, '198.51.100.90');
    expect(adminOperations.length).toBeGreaterThanOrEqual(25);
    for (const operation of adminOperations) {
      const method = operation.method.toUpperCase();
      const json = method === 'GET' || method === 'DELETE' ? undefined : {};
      const out = await anonymous.request(method, pathOf(operation.path), { json });
      expect(out.status, `${method} ${operation.path}`).toBe(401);
      const refused = await investor.request(method, pathOf(operation.path), { json });
      expect(refused.status, `${method} ${operation.path}`).toBe(403);
      expect((await refused.json()).message).toBe(messageText('de', 'admin.forbidden'));
    }
    const english = await investor.request('GET', '/api/admin/audit', {
      headers: { 'accept-language': 'en' },
    });
    expect((await english.json()).message).toBe(messageText('en', 'admin.forbidden'));
  });

  test('every admin procedure over tRPC: FORBIDDEN for an investor; an operator passes', async () => {
    const { caller } = await signedUpCaller(t.app);
    const paths = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.'));
    expect(paths.length).toBeGreaterThanOrEqual(25);
    for (const path of paths) {
      const procedure = path
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller);
      expect(await codeOf((procedure as (input: unknown) => Promise<unknown>)({})), path).toBe('FORBIDDEN');
    }
    const operator = await operatorClient(t);
    expect((await operator.get('/api/admin/audit')).status).toBe(200);
  });

  test('a tRPC batch over HTTP: each admin call FORBIDDEN for an investor; an operator gets the data', async () => {
    const paths = ['admin.users.lock', 'admin.assets.create', 'admin.orders.cancel'];
    const body = Object.fromEntries(paths.map((_, i) => [i, { json: {} }]));
    const investor = await signedInClient(t.app);
    const refused = (await (await investor.post(`/trpc/${paths.join(',')}?batch=1`, body)).json()) as {
      error: { json: { data: { code: string } } };
    }[];
    expect(refused.map((item) => item.error.json.data.code)).toEqual(Array(3).fill('FORBIDDEN'));
    const operator = await operatorClient(t);
    const read = await operator.get('/trpc/admin.audit,admin.users.search?batch=1&input={}');
    expect(read.status).toBe(200);
    // The upload takes bytes, which tRPC's JSON cannot carry: bad input, never a 500.
    const upload = await operator.post('/trpc/admin.media.upload', { json: { data: 'iVBORw0K' } });
    expect(upload.status).toBe(400);
  });

  test('20 parallel investor calls are all refused; a demoted operator is refused at once', async () => {
    const investor = await signedInClient(t.app);
    const replies = await Promise.all(Array.from({ length: 20 }, () => investor.get('/api/admin/users')));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(403));
    const operator = await operatorClient(t);
    expect((await operator.get('/api/admin/users')).status).toBe(200);
    const { setRoleByEmail } = await import('./users');
    await setRoleByEmail(t.database.db, operator.credentials.email, 'investor', { id: null, email: 'test' });
    expect((await operator.get('/api/admin/users')).status).toBe(403);
  });
});
