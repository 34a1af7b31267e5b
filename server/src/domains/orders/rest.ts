/**
 * The /api operations of orders and shipment tracking. Orders travel in the REST form of the original
 * API (shippingAddress and items as JSON strings, toRestOrder); tRPC sends them typed.
 */
import { createOrderInput, restOrderSchema, toRestOrder, updateOrderStatusInput } from '@wurzelwerk/shared';
import { z } from 'zod';
import { operations, untrusted } from '../../rest/operation';
import { ordersRouter } from './router';

export const orderOperations = operations('Orders', [
  {
    method: 'get',
    path: '/api/orders',
    operationId: 'listOrders',
    summary: 'Your orders, newest first (shippingAddress and items are JSON strings)',
    description:
      "Item names are the catalogue's names at order time, in the request's language (Accept-Language).",
    signedIn: true,
    status: 200,
    response: z.array(restOrderSchema),
    call: async (api) => (await api.orders.list()).map(toRestOrder),
  },
  {
    method: 'post',
    path: '/api/orders',
    operationId: 'createOrder',
    summary: 'Place an order from the shop (shippingAddress and items come back as JSON strings)',
    description:
      'Prices come from the catalogue, never from the client. Shipping is 4.99 € unless the subtotal exceeds 50 €. ' +
      'Digital products (product.digital) are not shipped: an order of them alone needs no shippingAddress (stored as null) and costs no shipping; with any other product the address is required (else 400). ' +
      'Unknown product → 404; not enough stock → 409 naming the product; incomplete address → 400 with issues. ' +
      'With an Idempotency-Key (one per checkout, sent again with every retry of it), the same key and body return the first order and take stock once, also for parallel retries; the same key with another body → 409. Without a key, a retry after a 503 may order twice.',
    signedIn: true,
    headers: {
      'Idempotency-Key': { schema: z.string().max(200), description: 'Optional; makes retries safe' },
    },
    body: createOrderInput.omit({ idempotencyKey: true }),
    procedure: ordersRouter.create,
    status: 201,
    response: restOrderSchema,
    errors: [404, 409],
    call: async (api, request) =>
      toRestOrder(
        await api.orders.create(await request.body({ idempotencyKey: request.header('idempotency-key') })),
      ),
  },
  {
    method: 'patch',
    path: '/api/orders/{id}/status',
    operationId: 'updateOrderStatus',
    summary: 'Advance an order: pending → processing → shipped → delivered → return_requested',
    description:
      'Forward steps only (others → 409). return_requested ("Rücksendung anfragen") only within 30 days of the delivery (later → 409; see returnableUntil). For shipped, a TRK tracking number is generated when none is given; a given one must be unique among the user’s own orders (else 409).',
    signedIn: true,
    pathParams: { id: { schema: z.string(), description: 'Order id' } },
    body: updateOrderStatusInput.omit({ id: true }),
    status: 200,
    response: restOrderSchema,
    errors: [404, 409],
    call: async (api, request) =>
      toRestOrder(await api.orders.updateStatus(await request.body({ id: request.param('id') }))),
  },
  {
    method: 'get',
    path: '/api/shipping/track/{trackingNumber}',
    operationId: 'trackShipment',
    summary: 'Shipment tracking built from the order’s status history',
    description: 'Only the signed-in user’s own orders can be tracked; any other number → 404.',
    signedIn: true,
    pathParams: { trackingNumber: { schema: z.string(), description: 'TRK followed by digits' } },
    procedure: ordersRouter.track,
    status: 200,
    errors: [404],
    call: (api, request) => api.orders.track(untrusted({ trackingNumber: request.param('trackingNumber') })),
  },
]);
