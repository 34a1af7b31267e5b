import { orderSchema, trackingInput, trackingSchema, updateOrderStatusInput } from '@wurzelwerk/shared';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc/init';
import { listOrders, trackShipment, updateOrderStatus } from './orders.service';

export const ordersRouter = router({
  /** The user's own orders, newest first. */
  list: protectedProcedure.output(z.array(orderSchema)).query(({ ctx }) => listOrders(ctx)),

  updateStatus: protectedProcedure
    .input(updateOrderStatusInput)
    .output(orderSchema)
    .mutation(({ ctx, input }) => updateOrderStatus(ctx, input)),

  track: protectedProcedure
    .input(trackingInput)
    .output(trackingSchema)
    .query(({ ctx, input }) => trackShipment(ctx, input.trackingNumber)),
});
