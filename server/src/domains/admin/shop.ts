/** The console's products (create, edit, stock) and every customer's orders (filter, advance, cancel). */
import { TRPCError } from '@trpc/server';
import {
  adminIdInput,
  adminProductSchema,
  messageText,
  productFields,
  stockInput,
  updateProductInput,
} from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { products } from '../../db/schema';
import { uniqueViolation } from '../../errors';
import { type AuthedContext, router } from '../../trpc/init';
import { listProducts, toProduct } from '../shop/service';
import { actorOf, notFound, operatorProcedure, recordAudit } from './procedure';

type ProductInsert = typeof products.$inferInsert;

async function writeProduct(
  ctx: AuthedContext,
  action: string,
  id: number | undefined,
  changes: Partial<ProductInsert>,
) {
  const row = await ctx.db
    .transaction(async (tx) => {
      let before: typeof products.$inferSelect | undefined;
      if (id !== undefined) {
        [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!before) throw notFound(ctx);
      }
      const [after] = before
        ? await tx.update(products).set(changes).where(eq(products.id, before.id)).returning()
        : await tx
            .insert(products)
            .values({ rating: '0', reviews: 0, ...changes } as ProductInsert)
            .returning();
      if (!after) throw new Error('product write returned no row');
      await recordAudit(tx, actorOf(ctx), { action, entity: 'products', entityId: after.id, before, after });
      return after;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error))
        throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'admin.slugTaken') });
      throw error;
    });
  return toProduct(row, ctx.locale);
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
    .query(({ ctx }) => listProducts(ctx.db, ctx.locale)),
  create: operatorProcedure
    .input(productFields)
    .output(adminProductSchema)
    .mutation(({ ctx, input }) => writeProduct(ctx, 'product.create', undefined, columns(input))),
  update: operatorProcedure
    .input(updateProductInput)
    .output(adminProductSchema)
    .mutation(({ ctx, input: { id, ...fields } }) =>
      writeProduct(ctx, 'product.update', id, columns(fields)),
    ),
  stock: operatorProcedure
    .input(stockInput)
    .output(adminProductSchema)
    .mutation(({ ctx, input }) => writeProduct(ctx, 'product.stock', input.id, { stock: input.stock })),
  byId: operatorProcedure
    .input(adminIdInput)
    .output(adminProductSchema)
    .query(async ({ ctx, input }) => {
      const [row] = await ctx.db.select().from(products).where(eq(products.id, input.id));
      if (!row) throw notFound(ctx);
      return toProduct(row, ctx.locale);
    }),
});
