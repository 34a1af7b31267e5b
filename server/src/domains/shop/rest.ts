/** The /api operations of the shop's catalogue; placing an order is an operation of the orders. */
import { operations } from '../../rest/operation';
import { shopRouter } from './router';

export const shopOperations = operations('Shop', [
  {
    method: 'get',
    path: '/api/products',
    operationId: 'listProducts',
    summary: 'The shop’s products with current stock, in the language of Accept-Language',
    description: 'Public. Prices are decimal euro strings; `inStock` is false when the stock is 0.',
    procedure: shopRouter.products,
    status: 200,
  },
]);
