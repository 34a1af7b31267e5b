/**
 * The /api operations of the asset catalogue. GET /api/asset-types without a query is also answered on
 * Bun's own router while listening (rest/hot.ts), with the same reply.
 */
import { ASSET_CATEGORIES, assetTypeSchema } from '@wurzelwerk/shared';
import { z } from 'zod';
import { idParam, operations, untrusted } from '../../rest/operation';

export const assetOperations = operations('Assets', [
  {
    method: 'get',
    path: '/api/asset-types',
    operationId: 'listAssetTypes',
    summary: 'Asset types, optionally of one category',
    description: 'Names and texts in the language of Accept-Language (German by default).',
    query: {
      category: { schema: z.enum(ASSET_CATEGORIES), description: 'Only this category; unknown → 400' },
    },
    status: 200,
    response: z.array(assetTypeSchema),
    call: (api, request) => {
      const category = request.query('category');
      return api.assets.list(category === undefined ? undefined : untrusted({ category }));
    },
  },
  {
    method: 'get',
    path: '/api/asset-types/{key}',
    operationId: 'getAssetTypesByKey',
    summary: 'Asset types of a category, or one asset type by its numeric id',
    // The original client appends the category to the path; a number is an asset's id.
    description:
      'A category answers its list (unknown → 400); a number answers that asset type (unknown → 404), with its public payment figures: `paymentsOnTime` ("x of y payments on time") and `paymentStatus` (onTrack, late, default, repaid; null before its first release).',
    pathParams: {
      key: { schema: z.string(), description: 'A category (trees, animals, fields, energy) or an id' },
    },
    status: 200,
    response: z.union([z.array(assetTypeSchema), assetTypeSchema]),
    errors: [404],
    call: (api, request) => {
      const key = request.param('key');
      return /^\d+$/.test(key)
        ? api.assets.byId({ id: idParam(key) })
        : api.assets.list(untrusted({ category: key }));
    },
  },
]);
