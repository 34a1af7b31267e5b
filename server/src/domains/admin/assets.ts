/** The console's asset types (projects): list with the unpublished ones, create, edit, publish. */

import { TRPCError } from '@trpc/server';
import {
  type AssetType,
  type AssetTypeFields,
  adminAssetTypeSchema,
  adminIdInput,
  assetTypeSchema,
  createAssetTypeInput,
  defaultImagePath,
  messageText,
  OFFER_FIELDS,
  offerTermsFit,
  publishInput,
  sampleImpactPerUnit,
  updateAssetTypeInput,
} from '@wurzelwerk/shared';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { assetTypes, investments, issuers } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { router } from '../../trpc/init';
import { type AssetRow, toAssetType } from '../assets/catalog';
import { invalidateCatalogues } from './caches';
import { checkIssuerLimit, lockIssuerLimits } from './issuerLimit';
import { notFound, operatorProcedure } from './procedure';
import { createWithSlug } from './slugs';
import { auditedWrite, saved } from './write';

type Row = typeof assetTypes.$inferSelect;
type AdminAssetType = z.output<typeof adminAssetTypeSchema>;
/** What the console reads beyond the public shape: the stored form of its fields, a column each. */
type ConsoleColumn = Exclude<keyof AdminAssetType, keyof AssetType> & keyof Row;

/** The columns adminAssetTypeSchema adds to the public shape (assetFields.test.ts: each one is a column). */
export const CONSOLE_COLUMNS = Object.keys(adminAssetTypeSchema.shape).filter(
  (key) => !(key in assetTypeSchema.shape),
) as ConsoleColumn[];

export function toAdminAssetType(row: AssetRow, ctx: AuthedContext): AdminAssetType {
  const stored = Object.fromEntries(CONSOLE_COLUMNS.map((key) => [key, row[key]]));
  return { ...toAssetType(row, ctx.locale), ...(stored as Pick<Row, ConsoleColumn>) };
}

/** The row as the catalogue holds it (with the funding raised), read fresh after a change. */
async function fresh(ctx: AuthedContext, id: number) {
  ctx.services.catalog.invalidate();
  const row = await ctx.services.catalog.byId(id);
  if (!row) throw notFound(ctx);
  return toAdminAssetType(row, ctx);
}

/** An audited write of an asset type, answered as the console shows it (with the funding raised). */
export async function writeAssetType(
  ctx: AuthedContext,
  action: string,
  id: number | undefined,
  changes: Partial<typeof assetTypes.$inferInsert>,
) {
  const row = saved(await auditedWrite(ctx, assetTypes, action, id, changes));
  await invalidateCatalogues(ctx.services);
  return fresh(ctx, row.id);
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

/** An issuer the input names must exist (else 400, not the database's foreign key error). */
async function checkIssuer(ctx: AuthedContext, issuerId: number | undefined) {
  if (issuerId === undefined) return;
  const [found] = await ctx.db.select({ id: issuers.id }).from(issuers).where(eq(issuers.id, issuerId));
  if (!found)
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'admin.issuerUnknown') });
}

/** The term stays whole payment periods (decision 0060), what the edit leaves out taken from the row. */
function checkTermsFit(ctx: AuthedContext, input: Partial<AssetTypeFields>, current: Row) {
  const termMonths = input.termMonths ?? current.termMonths;
  const paymentFrequency = input.paymentFrequency ?? current.paymentFrequency;
  if (!offerTermsFit({ termMonths, paymentFrequency }))
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: messageText(ctx.locale, 'admin.termNotWholePeriods'),
    });
}

/**
 * The terms and the issuer are the offer the investors accepted (issue 33): once anyone invested, changing
 * them is 409 — a change is a new offer. Sending the values they have is no change.
 */
async function checkOfferUnchanged(ctx: AuthedContext, input: Partial<AssetTypeFields>, current: Row) {
  const changed = OFFER_FIELDS.some((key) => input[key] !== undefined && input[key] !== current[key]);
  if (!changed) return;
  const [invested] = await ctx.db
    .select({ n: count() })
    .from(investments)
    .where(eq(investments.assetTypeId, current.id));
  if ((invested?.n ?? 0) > 0)
    throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'admin.offerLocked') });
}

/**
 * An edit in one transaction: the row locked first — FOR UPDATE conflicts with the key-share lock an
 * investment's insert takes on the asset type it names, so an investment being written is waited for and
 * one that comes later waits — then the offer's check against what is committed, then the audited write.
 */
async function updateAssetType(ctx: AuthedContext, id: number, fields: Partial<AssetTypeFields>) {
  const row = await ctx.db.transaction(async (tx) => {
    // A funding target or issuer set: the issuers' limits (§ 2a Abs. 1) are locked before the row, as the
    // investment writer takes them before its rows (decision 0072), so the two cannot deadlock.
    const limited = fields.fundingTargetEuro != null || fields.issuerId !== undefined;
    if (limited) {
      const [before] = await tx
        .select({ issuerId: assetTypes.issuerId })
        .from(assetTypes)
        .where(eq(assetTypes.id, id));
      await lockIssuerLimits(
        tx,
        [before?.issuerId, fields.issuerId].filter((issuer) => issuer !== undefined),
      );
    }
    const [current] = await tx.select().from(assetTypes).where(eq(assetTypes.id, id)).for('update');
    if (!current) throw notFound(ctx);
    // The same context on the transaction: auditedWrite's own transaction becomes a savepoint of this one.
    const locked = { ...ctx, db: tx as unknown as Database } as AuthedContext;
    await checkIssuer(locked, fields.issuerId);
    checkTermsFit(locked, fields, current);
    await checkOfferUnchanged(locked, fields, current);
    const target =
      fields.fundingTargetEuro === undefined ? current.fundingTargetEuro : fields.fundingTargetEuro;
    if (limited && target !== null)
      await checkIssuerLimit(locked, tx, fields.issuerId ?? current.issuerId, id, target);
    return saved(await auditedWrite(locked, assetTypes, 'assetType.update', id, columnsOf(fields, current)));
  });
  await invalidateCatalogues(ctx.services);
  return fresh(ctx, row.id);
}

async function createAssetType(ctx: AuthedContext, input: AssetTypeFields) {
  const target = input.fundingTargetEuro;
  if (target == null) return writeAssetType(ctx, 'assetType.create', undefined, columnsOf(input));
  // With a funding target: checked and written under the issuer's lock (§ 2a Abs. 1, decision 0072).
  const row = await ctx.db.transaction(async (tx) => {
    const locked = { ...ctx, db: tx as unknown as Database } as AuthedContext;
    await lockIssuerLimits(tx, [input.issuerId]);
    await checkIssuerLimit(locked, tx, input.issuerId, undefined, target);
    return saved(await auditedWrite(locked, assetTypes, 'assetType.create', undefined, columnsOf(input)));
  });
  await invalidateCatalogues(ctx.services);
  return fresh(ctx, row.id);
}

export const adminAssetsRouter = router({
  /** Every asset type, unpublished ones too, with the funding raised. */
  list: operatorProcedure.output(z.array(adminAssetTypeSchema)).query(async ({ ctx }) => {
    ctx.services.catalog.invalidate();
    return (await ctx.services.catalog.all()).map((row) => toAdminAssetType(row, ctx));
  }),

  create: operatorProcedure
    .input(createAssetTypeInput)
    .output(adminAssetTypeSchema)
    .mutation(async ({ ctx, input: given }) => {
      await checkIssuer(ctx, given.issuerId);
      const titles = [given.nameDe, given.nameEn];
      return createWithSlug(ctx, assetTypes, given.slug, titles, 'projekt', (slug) =>
        // Without a picture: its category's default (decision 0080).
        createAssetType(ctx, {
          ...given,
          slug,
          imagePath: given.imagePath ?? defaultImagePath.asset(given.category),
        }),
      );
    }),

  update: operatorProcedure
    .input(updateAssetTypeInput)
    .output(adminAssetTypeSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      return updateAssetType(ctx, id, fields);
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
