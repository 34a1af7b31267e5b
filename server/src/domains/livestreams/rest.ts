/** The /api operations of the livestreams and their reminders. */
import { streamViewerInput } from '@wurzelwerk/shared';
import { z } from 'zod';
import { idParam, operations } from '../../rest/operation';
import { livestreamsRouter } from './router';

const streamId = { id: { schema: z.number().int(), description: 'Livestream id' } };

export const livestreamOperations = operations('Content', [
  {
    method: 'get',
    path: '/api/livestreams',
    operationId: 'listLivestreams',
    summary: 'Live and upcoming livestreams, with your reminders when signed in',
    description: 'Public; `reminderSet` is false for everyone signed out.',
    procedure: livestreamsRouter.list,
    status: 200,
  },
  {
    method: 'post',
    path: '/api/livestreams/{id}/viewers',
    operationId: 'watchLivestream',
    summary: 'The player’s heartbeat: count me as watching',
    description:
      'Public. The player sends a heartbeat every 20 s while the video plays; a viewer counts for 60 s after ' +
      'its last heartbeat, once per stream. The viewer is the signed-in user, else the anonymous id the ' +
      'server issues: the first heartbeat sends `{}` and gets `viewer`, which the next ones (and the DELETE) ' +
      'send back; an id the server did not issue counts as none and a new one is issued — at most 20 per ' +
      'client address in 15 minutes, and 30 heartbeats per viewer and minute, else 429 with Retry-After. ' +
      'Answers the viewers now, the sender included. An unknown or ended stream → 404; one that has not ' +
      'started or has nothing to play → 409.',
    pathParams: streamId,
    procedure: livestreamsRouter.watch,
    status: 200,
    errors: [400, 404, 409, 429],
    body: streamViewerInput.pick({ viewer: true }),
    call: async (api, request) =>
      api.livestreams.watch(await request.body({ id: idParam(request.param('id')) })),
  },
  {
    method: 'delete',
    path: '/api/livestreams/{id}/viewers/{viewer}',
    operationId: 'unwatchLivestream',
    summary: 'The player stopped: count me no longer',
    description: 'Public and idempotent. Answers the viewers now.',
    pathParams: {
      ...streamId,
      viewer: { schema: z.string(), description: 'The `viewer` the last heartbeat answered' },
    },
    procedure: livestreamsRouter.unwatch,
    status: 200,
    errors: [400],
    call: (api, request) =>
      api.livestreams.unwatch({ id: idParam(request.param('id')), viewer: request.param('viewer') }),
  },
  {
    method: 'post',
    path: '/api/livestreams/{id}/reminder',
    operationId: 'setStreamReminder',
    summary: 'Set a reminder for a stream',
    description: 'Idempotent: setting it twice keeps one reminder. An unknown or ended stream → 404.',
    signedIn: true,
    pathParams: streamId,
    procedure: livestreamsRouter.setReminder,
    status: 200,
    errors: [404],
    call: (api, request) => api.livestreams.setReminder({ id: idParam(request.param('id')) }),
  },
  {
    method: 'delete',
    path: '/api/livestreams/{id}/reminder',
    operationId: 'removeStreamReminder',
    summary: 'Remove a reminder',
    description:
      'Idempotent: removing a reminder that is not set succeeds. An unknown or ended stream → 404.',
    signedIn: true,
    pathParams: streamId,
    procedure: livestreamsRouter.removeReminder,
    status: 200,
    errors: [404],
    call: (api, request) => api.livestreams.removeReminder({ id: idParam(request.param('id')) }),
  },
]);
