/** /api adapters of the shop (see its router); thin as the others: request → procedure input. */
import { createOrderInput, productSchema, restOrderSchema, toRestOrder } from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import { z } from 'zod';
import { type RestHandler, readJsonObject } from '../../rest/http';
import type { Operation } from '../../rest/operation';

export const shopRoutes = (respond: RestHandler) =>
  new Elysia({ prefix: '/api' })
    .get('/products', (c) => respond(c, (api) => api.shop.products()))
    // GET /api/orders lives with the other order routes in rest/domain.ts.
    .post(
      '/orders',
      (c) =>
        respond(
          c,
          async (api) => {
            return toRestOrder(await api.orders.create(await readJsonObject(c.request)));
          },
          201,
        ),
      { parse: 'none' },
    );

/** The shop paths for the OpenAPI document. */
export const shopOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/products',
    tag: 'Shop',
    summary: 'The shop’s products with current stock, in the language of Accept-Language',
    status: 200,
    response: z.array(productSchema),
  },
  {
    method: 'post',
    path: '/api/orders',
    tag: 'Orders',
    summary: 'Place an order from the shop (shippingAddress and items come back as JSON strings)',
    description:
      'Prices come from the catalogue, never from the client. Shipping is 4.99 € unless the subtotal exceeds 50 €. ' +
      'Unknown product → 404; not enough stock → 409 naming the product; incomplete address → 400 with issues.',
    signedIn: true,
    body: createOrderInput,
    status: 201,
    response: restOrderSchema,
    errors: [404, 409],
  },
];
