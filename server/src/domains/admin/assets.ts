/** The console's asset types (projects): list with the unpublished ones, create, edit, publish. */
import { TRPCError } from '@trpc/server';
import {
  type AssetTypeFields,
  adminAssetTypeSchema,
  adminIdInput,
  createAssetTypeInput,
  messageText,
  publishInput,
  sampleImpactPerUnit,
  updateAssetTypeInput,
} from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { assetTypes } from '../../db/schema';
import { uniqueViolation } from '../../errors';
import type { AuthedContext } from '../../trpc/init';
import { router } from '../../trpc/init';
import { type AssetRow, toAssetType } from '../assets/catalog';
import { invalidateCatalogues } from './caches';
import { actorOf, notFound, operatorProcedure, recordAudit } from './procedure';

type Row = typeof assetTypes.$inferSelect;

export function toAdminAssetType(row: AssetRow, ctx: AuthedContext) {
  return {
    ...toAssetType(row, ctx.locale),
    slug: row.slug,
    nameDe: row.nameDe,
    nameEn: row.nameEn,
    descriptionDe: row.descriptionDe,
    descriptionEn: row.descriptionEn,
    productionInfoDe: row.productionInfoDe,
    productionInfoEn: row.productionInfoEn,
    basePriceEuro: row.basePriceEuro,
    imagePath: row.imagePath,
    fundingTargetEuro: row.fundingTargetEuro,
    published: row.published,
  };
}

/** The row as the catalogue holds it (with the funding raised), read fresh after a change. */
async function fresh(ctx: AuthedContext, id: number) {
  invalidateCatalogues(ctx.services);
  const row = await ctx.services.catalog.byId(id);
  if (!row) throw notFound(ctx);
  return toAdminAssetType(row, ctx);
}

/** Writes an asset type's columns with its audit entry, in one transaction; a taken slug is 409. */
export async function writeAssetType(
  ctx: AuthedContext,
  action: string,
  id: number | undefined,
  changes: Partial<typeof assetTypes.$inferInsert>,
) {
  const saved = await ctx.db
    .transaction(async (tx) => {
      let before: Row | undefined;
      if (id !== undefined) {
        [before] = await tx.select().from(assetTypes).where(eq(assetTypes.id, id)).for('update');
        if (!before) throw notFound(ctx);
      }
      const [after] = before
        ? await tx.update(assetTypes).set(changes).where(eq(assetTypes.id, before.id)).returning()
        : await tx
            .insert(assetTypes)
            .values(changes as typeof assetTypes.$inferInsert)
            .returning();
      if (!after) throw new Error('asset type write returned no row');
      await recordAudit(tx, actorOf(ctx), {
        action,
        entity: 'asset_types',
        entityId: after.id,
        before,
        after,
      });
      return after;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error))
        throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'admin.slugTaken') });
      throw error;
    });
  return fresh(ctx, saved.id);
}

/** The columns of the input; the yearly output per unit follows the category and price like the samples'. */
function columnsOf(input: Partial<AssetTypeFields>, current?: Row): Partial<typeof assetTypes.$inferInsert> {
  const category = input.category ?? current?.category;
  const price = input.basePriceEuro ?? current?.basePriceEuro;
  const impact =
    category && price && (input.category !== undefined || input.basePriceEuro !== undefined)
      ? sampleImpactPerUnit(category, price)
      : undefined;
  return {
    ...input,
    ...(impact && {
      foodKg: String(impact.foodKg),
      waterLitres: String(impact.waterLitres),
      trees: String(impact.trees),
      energyKwh: String(impact.energyKwh),
    }),
  };
}

export const adminAssetsRouter = router({
  /** Every asset type, unpublished ones too, with the funding raised. */
  list: operatorProcedure.output(z.array(adminAssetTypeSchema)).query(async ({ ctx }) => {
    invalidateCatalogues(ctx.services);
    return (await ctx.services.catalog.all()).map((row) => toAdminAssetType(row, ctx));
  }),

  create: operatorProcedure
    .input(createAssetTypeInput)
    .output(adminAssetTypeSchema)
    .mutation(({ ctx, input }) => writeAssetType(ctx, 'assetType.create', undefined, columnsOf(input))),

  update: operatorProcedure
    .input(updateAssetTypeInput)
    .output(adminAssetTypeSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const [current] = await ctx.db.select().from(assetTypes).where(eq(assetTypes.id, id));
      if (!current) throw notFound(ctx);
      return writeAssetType(ctx, 'assetType.update', id, columnsOf(fields, current));
    }),

  /** Listed and investable, or neither; existing investments stay either way. */
  publish: operatorProcedure
    .input(publishInput)
    .output(adminAssetTypeSchema)
    .mutation(({ ctx, input }) =>
      writeAssetType(ctx, input.published ? 'assetType.publish' : 'assetType.unpublish', input.id, {
        published: input.published,
      }),
    ),

  byId: operatorProcedure
    .input(adminIdInput)
    .output(adminAssetTypeSchema)
    .query(({ ctx, input }) => fresh(ctx, input.id)),
});
