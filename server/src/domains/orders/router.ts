import {
  createOrderInput,
  orderSchema,
  trackingInput,
  trackingSchema,
  updateOrderStatusInput,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { certificateProcedure } from './certificate';
import { createOrder } from './checkout';
import { listOrders, trackShipment } from './read';
import { updateOrderStatus } from './status';

export const ordersRouter = router({
  /** The user's own orders, newest first. */
  list: signedIn.read(z.array(orderSchema), listOrders),

  /** Checkout from the shop: priced from the catalogue, stock taken, stored as `pending`. */
  create: signedIn.mutation(createOrderInput, orderSchema, createOrder),

  updateStatus: signedIn.mutation(updateOrderStatusInput, orderSchema, updateOrderStatus),

  track: signedIn.query(trackingInput, trackingSchema, (ctx, { trackingNumber }) =>
    trackShipment(ctx, trackingNumber),
  ),

  /** The gift voucher's certificate of an own order as a PDF (base64). */
  certificate: certificateProcedure,
});
