/**
 * Liveness beside readiness (issue 21): /api/health/live answers while the process runs; /api/health
 * answers 503 while the process stops (SIGTERM, cluster/shutdown.ts), so that a load balancer takes it out
 * while it still serves. Both are in the OpenAPI document.
 */
import { expect, test } from 'bun:test';
import { ORIGIN, testApp } from '../../test/harness';

const t = testApp();
const get = (path: string) => t.app.handle(new Request(`${ORIGIN}${path}`));

test('liveness and readiness, and readiness off while the process stops', async () => {
  const live = await get('/api/health/live');
  expect(live.status).toBe(200);
  expect(await live.json()).toEqual({ status: 'ok' });
  expect((await get('/api/health')).status).toBe(200);

  const { lifecycle } = t.app.decorator.services;
  lifecycle.stopping = true;
  try {
    const ready = await get('/api/health');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('1');
    expect(await ready.json()).toEqual({ status: 'stopping' });
    // Everything else is still served meanwhile.
    expect((await get('/api/health/live')).status).toBe(200);
    expect((await get('/api/asset-types')).status).toBe(200);
  } finally {
    lifecycle.stopping = false;
  }

  const paths = (await (await get('/api/openapi.json')).json()).paths;
  expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/health', '/api/health/live']));
});
