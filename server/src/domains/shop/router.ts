import { productSchema } from '@wurzelwerk/shared';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import { listProducts } from './service';

export const shopRouter = router({
  /** The product catalogue with current stock, in the request's language; open without sign-in. */
  products: publicProcedure
    .output(z.array(productSchema))
    .query(({ ctx }) => listProducts(ctx.db, ctx.locale)),
});
