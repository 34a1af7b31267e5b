/** The /api operations of the livestreams and their reminders. */
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
