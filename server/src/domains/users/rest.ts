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
      'What others see of a user (no sign-in needed; decision 0050): username, display name (first name and the last name’s initial, the full name only with the `showFullName` privacy switch), initials, member since and the unlocked achievements that say nothing of money (`{id, rarity}`, never dated); `location` only when the user shows the location (null when none is given); only when the user shows the investments `level`, `co2SavedAtLeast` (tonnes a year, rounded down to a step of 1, 2 or 5 × 10ⁿ) and `projects` (names and categories, never amounts), with the achievements of investing. A profile that is not visible gets the same 404 as an unknown username. Never the e-mail, amounts, orders, dates of investments or sessions. The username is matched ignoring case, after NFKC normalisation.',
    pathParams: { username: { schema: z.string(), description: 'The username (ignoring case).' } },
    procedure: usersRouter.profile,
    status: 200,
    errors: [404],
    call: (api, request) => api.users.profile({ username: request.param('username') }),
  },
]);
