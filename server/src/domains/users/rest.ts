/** The /api operation of the public profile (issue 18). */
import { z } from 'zod';
import { operations } from '../../rest/operation';
import { usersRouter } from './router';

export const userOperations = operations('Users', [
  {
    method: 'get',
    path: '/api/users/{username}',
    operationId: 'getPublicProfile',
    summary: 'A public profile',
    description:
      'What others see of a user (no sign-in needed): display name, initials, member since, level, unlocked achievements and the CO₂ impact total (tonnes a year); `location` only when the user shows the location (null when none is given), `projects` (names and categories, never amounts) only when the user shows the investments. A profile that is not visible gets the same 404 as an unknown username. Never the e-mail, amounts, orders or sessions.',
    pathParams: { username: { schema: z.string(), description: 'The username (ignoring case).' } },
    procedure: usersRouter.profile,
    status: 200,
    errors: [404],
    call: (api, request) => api.users.profile({ username: request.param('username') }),
  },
]);
