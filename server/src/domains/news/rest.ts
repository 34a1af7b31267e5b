/** The /api operation of the community news. */
import { operations } from '../../rest/operation';
import { newsRouter } from './router';

export const newsOperations = operations('Content', [
  {
    method: 'get',
    path: '/api/news',
    operationId: 'listNews',
    summary: 'Community news, newest first',
    description: 'Public; titles and texts in the language of Accept-Language.',
    procedure: newsRouter.list,
    status: 200,
  },
]);
