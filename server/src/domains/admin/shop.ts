/** The console's products (create, edit, stock) and every customer's orders (filter, advance, cancel). */

import { TRPCError } from '@trpc/server';
import {
  adminIdInput,
  adminProductSchema,
  defaultImagePath,
  messageText,
  productFields,
  stockInput,
  updateProductInput,
} from '@wurzelwerk/shared';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { products } from '../../db/schema';
import { type AuthedContext, router } from '../../trpc/init';
import { toProduct } from '../shop/service';
import { operatorProcedure, rowById } from './procedure';
import { createWithSlug } from './slugs';
import { auditedWrite, saved } from './write';

type ProductInsert = typeof products.$inferInsert;

/** The public shape with both languages' texts; a sample's bare file name as its path under /media. */
const toAdminProduct = (row: typeof products.$inferSelect, ctx: AuthedContext) => ({
  ...toProduct(row, ctx.locale),
  nameDe: row.nameDe,
  nameEn: row.nameEn,
  descriptionDe: row.descriptionDe,
  descriptionEn: row.descriptionEn,
  co2De: row.co2De,
  co2En: row.co2En,
  imagePath: row.image.includes('/') ? row.image : `products/${row.image}`,
});

async function writeProduct(
  ctx: AuthedContext,
  action: string,
  id: number | undefined,
  changes: Partial<ProductInsert>,
  expect?: (before: typeof products.$inferSelect) => void,
) {
  const row = saved(
    await auditedWrite(
      ctx,
      products,
      action,
      id,
      id === undefined ? { rating: '0', reviews: 0, ...changes } : changes,
      expect,
    ),
  );
  return toAdminProduct(row, ctx);
}

const columns = ({
  imagePath,
  ...fields
}: Partial<z.output<typeof productFields>>): Partial<ProductInsert> => ({
  ...fields,
  ...(imagePath !== undefined && { image: imagePath }),
});

export const adminProductsRouter = router({
  list: operatorProcedure
    .output(z.array(adminProductSchema))
    .query(async ({ ctx }) =>
      (await ctx.db.select().from(products).orderBy(asc(products.id))).map((row) => toAdminProduct(row, ctx)),
    ),
  create: operatorProcedure
    .input(productFields)
    .output(adminProductSchema)
    .mutation(({ ctx, input }) =>
      createWithSlug(ctx, products, input.slug, [input.nameDe, input.nameEn], 'produkt', (slug) =>
        writeProduct(ctx, 'product.create', undefined, {
          // Without a picture: its category's default (decision 0080).
          image: defaultImagePath.product(input.category),
          ...columns(input),
          slug,
        }),
      ),
    ),
  update: operatorProcedure
    .input(updateProductInput)
    .output(adminProductSchema)
    .mutation(({ ctx, input: { id, ...fields } }) =>
      writeProduct(ctx, 'product.update', id, columns(fields)),
    ),
  stock: operatorProcedure
    .input(stockInput)
    .output(adminProductSchema)
    .mutation(({ ctx, input }) =>
      // Compared under the row's lock: a checkout commits before (then it differs) or waits for this write.
      writeProduct(ctx, 'product.stock', input.id, { stock: input.stock }, (before) => {
        if (before.stock !== input.previous)
          throw new TRPCError({
            code: 'CONFLICT',
            message: messageText(ctx.locale, 'admin.stockChanged', { stock: before.stock }),
          });
      }),
    ),
  byId: operatorProcedure
    .input(adminIdInput)
    .output(adminProductSchema)
    .query(async ({ ctx, input }) => toAdminProduct(await rowById(ctx, products, input.id), ctx)),
});
