/** The /api operation of the community news. */
import { newsSchema } from '@wurzelwerk/shared';
import { z } from 'zod';
import { operations } from '../../rest/operation';

export const newsOperations = operations('Content', [
  {
    method: 'get',
    path: '/api/news',
    operationId: 'listNews',
    summary: 'Community news, newest first',
    description: 'Public; titles and texts in the language of Accept-Language.',
    status: 200,
    response: z.array(newsSchema),
    call: (api) => api.news.list(),
  },
]);
