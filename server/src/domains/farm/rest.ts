/** The /api operations of the farm (see its router). */
import { FARM_MAX_BATCH } from '@wurzelwerk/shared';
import { operations } from '../../rest/operation';
import { farmRouter } from './router';

export const farmOperations = operations('Farm', [
  {
    method: 'get',
    path: '/api/farm',
    operationId: 'getFarm',
    summary: 'The signed-in user’s farm, with the time away applied (at most 8 hours of ticks)',
    description:
      'Creates the farm on first use. `savedAt` is the moment the state describes; `plots` shows the active investments (cosmetic only).',
    signedIn: true,
    procedure: farmRouter.get,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/farm/actions',
    operationId: 'syncFarm',
    summary: 'Send a batch of farm actions with their times; the server replays them through the engine',
    description: `1 to ${FARM_MAX_BATCH} actions, \`at\` in epoch milliseconds, in order. Actions in the future, before the saved moment, out of order or against the rules (energy, coins, …) are refused and listed in \`rejected\` by index; the saved state is always the engine's result.`,
    signedIn: true,
    body: 'input',
    procedure: farmRouter.sync,
    status: 200,
  },
]);
