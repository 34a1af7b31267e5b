/** The /api operations of the shop's catalogue; placing an order is an operation of the orders. */
import { productSchema } from '@wurzelwerk/shared';
import { z } from 'zod';
import { operations } from '../../rest/operation';

export const shopOperations = operations('Shop', [
  {
    method: 'get',
    path: '/api/products',
    operationId: 'listProducts',
    summary: 'The shop’s products with current stock, in the language of Accept-Language',
    description: 'Public. Prices are decimal euro strings; `inStock` is false when the stock is 0.',
    status: 200,
    response: z.array(productSchema),
    call: (api) => api.shop.products(),
  },
]);
