import { TRPCError } from '@trpc/server';
import { assetTypeIdInput, assetTypeSchema, assetTypesInput, messageText } from '@wurzelwerk/shared';
import { publicProcedure, router } from '../../trpc/init';
import { projectPaymentsOf } from '../payouts/status';
import { toAssetType } from './catalog';

export const assetsRouter = router({
  /** All asset types, or those of one category, in the request's language. */
  // The busiest public read, answered from the in-memory catalog. Its shape is the catalog's
  // toAssetType, typed as AssetType and checked by the contract tests; validating the same frozen list on
  // every request would cost more than building the reply.
  list: publicProcedure
    .input(assetTypesInput)
    .query(({ ctx, input }) => ctx.services.catalog.list(ctx.locale, input?.category)),

  byId: publicProcedure
    .input(assetTypeIdInput)
    .output(assetTypeSchema)
    .query(async ({ ctx, input }) => {
      const row = await ctx.services.catalog.byId(input.id);
      // An unpublished project is not shown to anyone outside the console.
      if (!row?.published)
        throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'asset.notFound') });
      // The public "x of y payments on time" and payment status (decision 0067): read here, not cached
      // with the catalogue.
      return { ...toAssetType(row, ctx.locale), ...(await projectPaymentsOf(ctx.db, row.id)) };
    }),
});
