import {
  createOrderInput,
  orderSchema,
  trackingInput,
  trackingSchema,
  updateOrderStatusInput,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';
import { certificateProcedure } from './certificate';
import { createOrder } from './checkout';
import { listOrders, trackShipment } from './read';
import { updateOrderStatus } from './status';

export const ordersRouter = router({
  /** The user's own orders, newest first. */
  list: protectedProcedure.output(z.array(orderSchema)).query(({ ctx }) => listOrders(ctx)),

  /** Checkout from the shop: priced from the catalogue, stock taken, stored as `pending`. */
  create: protectedProcedure
    .input(createOrderInput)
    .output(orderSchema)
    .mutation(({ ctx, input }) => createOrder(ctx, input)),

  updateStatus: protectedProcedure
    .input(updateOrderStatusInput)
    .output(orderSchema)
    .mutation(({ ctx, input }) => updateOrderStatus(ctx, input)),

  track: protectedProcedure
    .input(trackingInput)
    .output(trackingSchema)
    .query(({ ctx, input }) => trackShipment(ctx, input.trackingNumber)),

  /** The gift voucher's certificate of an own order as a PDF (base64). */
  certificate: certificateProcedure,
});
