/**
 * The gift voucher's certificate ("Urkunde als PDF", issue 19): GET /api/orders/{id}/certificate.pdf for an
 * own order that contains the tree planting voucher; one tree per voucher. Another user's order, or an order
 * without a voucher → 404.
 */
import { TRPCError } from '@trpc/server';
import { messageText } from '@wurzelwerk/shared';
import { and, eq, sum } from 'drizzle-orm';
import { z } from 'zod';
import { orderItems, orders, products } from '../../db/schema';
import { certificatePdf } from '../../pdf/certificate';
import { pdfFileName } from '../../pdf/document';
import { fileSchema, ownPdfOperation, pdfFile } from '../../rest/file';
import { operations } from '../../rest/operation';
import { protectedProcedure } from '../../trpc/init';
import { GIFT_VOUCHER_SLUG } from './read';

export const certificateProcedure = protectedProcedure
  .input(z.object({ id: z.string().min(1).max(100) }))
  .output(fileSchema)
  .query(async ({ ctx, input }) => {
    const [found] = await ctx.db
      .select({
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        trees: sum(orderItems.quantity),
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(
        and(eq(orders.id, input.id), eq(orders.userId, ctx.user.id), eq(products.slug, GIFT_VOUCHER_SLUG)),
      )
      .groupBy(orders.orderNumber, orders.createdAt);
    if (!found)
      throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'order.notFound') });
    const bytes = await certificatePdf(
      { orderNumber: found.orderNumber, orderedAt: found.createdAt, trees: Number(found.trees) },
      ctx.locale,
    );
    const name = ctx.locale === 'en' ? 'certificate' : 'urkunde';
    return pdfFile(pdfFileName(name, found.orderNumber), bytes);
  });

export const certificateOperations = operations('Orders', [
  ownPdfOperation({
    path: '/api/orders/{id}/certificate.pdf',
    operationId: 'getOrderCertificate',
    summary: 'The tree planting certificate of an order with a gift voucher (PDF)',
    description:
      'For an own order containing the tree planting gift voucher: a certificate naming the order and its trees (one per voucher), in the request’s language. Another user’s order, or one without a voucher → 404.',
    record: 'Order',
    call: (api, id) => api.orders.certificate({ id }),
  }),
]);
