/** /api adapters of the farm (see its router); thin as the others: request → procedure input. */
import { FARM_MAX_BATCH, farmSchema, farmSyncInput, farmSyncResultSchema } from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import { type RestHandler, readJsonObject } from '../../rest/http';
import type { Operation } from '../../rest/operation';

export const farmRoutes = (respond: RestHandler) =>
  new Elysia({ prefix: '/api' })
    .get('/farm', (c) => respond(c, (api) => api.farm.get()))
    .post('/farm/actions', (c) => respond(c, async (api) => api.farm.sync(await readJsonObject(c.request))), {
      parse: 'none',
    });

/** The farm paths for the OpenAPI document. */
export const farmOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/farm',
    tag: 'Farm',
    summary: 'The signed-in user’s farm, with the time away applied (at most 8 hours of ticks)',
    description:
      'Creates the farm on first use. `savedAt` is the moment the state describes; `plots` shows the active investments (cosmetic only).',
    signedIn: true,
    status: 200,
    response: farmSchema,
  },
  {
    method: 'post',
    path: '/api/farm/actions',
    tag: 'Farm',
    summary: 'Send a batch of farm actions with their times; the server replays them through the engine',
    description: `1 to ${FARM_MAX_BATCH} actions, \`at\` in epoch milliseconds, in order. Actions in the future, before the saved moment, out of order or against the rules (energy, coins, …) are refused and listed in \`rejected\` by index; the saved state is always the engine's result.`,
    signedIn: true,
    body: farmSyncInput,
    status: 200,
    response: farmSyncResultSchema,
  },
];
