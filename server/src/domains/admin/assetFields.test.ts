/**
 * An asset type's fields are declared once (decision 0054): the operator's input `assetTypeFields`. These
 * tests fail when a field is declared in one place and missing in another — a column without a field, a
 * field without a column, a console field or a sample field the database does not hold, a sample field the
 * seed does not write, a public field the mapping leaves out.
 */
import { describe, expect, test } from 'bun:test';
import {
  adminAssetTypeSchema,
  assetTypeFields,
  assetTypeSchema,
  OFFER_FIELDS,
  sampleAssetTypeAsServed,
  sampleAssetTypeColumns,
  sampleAssetTypes,
  sampleIssuerOf,
  sampleIssuers,
} from '@wurzelwerk/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import { testApp } from '../../../test/harness';
import { checkBic, checkIban } from '../../banking/iban';
import { assetTypes, issuers } from '../../db/schema';
import { seed } from '../../db/seed';
import { CONSOLE_COLUMNS } from './assets';

const t = testApp({ seed: true });

/**
 * The columns of asset_types that are no field of the operator's: the key, and the yearly output of one
 * unit, which follows the category and the price (sampleImpactPerUnit; admin/assets.ts `columnsOf`).
 */
const INTERNAL_COLUMNS = ['id', 'foodKg', 'waterLitres', 'trees', 'energyKwh', 'fundingClosedAt'];

const columns = Object.keys(getTableColumns(assetTypes));
/** numeric columns: "4.2" is read back as "4.20", the same number. */
const numeric = new Set(
  Object.entries(getTableColumns(assetTypes))
    .filter(([, column]) => column.columnType === 'PgNumeric')
    .map(([key]) => key),
);
const comparable = (values: object) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, numeric.has(key) ? Number(value) : value]),
  );
const fields = Object.keys(assetTypeFields.shape);
const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('one declaration of the fields of an asset type', () => {
  test('every column of asset_types is a field of assetTypeFields or named internal, and the reverse', () => {
    expect(fields.filter((field) => INTERNAL_COLUMNS.includes(field))).toEqual([]);
    expect(sorted(columns)).toEqual(sorted([...fields, ...INTERNAL_COLUMNS]));
  });

  test('the console reads back every field it writes, and what it reads beyond the public shape is a column', () => {
    const read = Object.keys(adminAssetTypeSchema.shape);
    expect(fields.filter((field) => !read.includes(field))).toEqual([]);
    expect(CONSOLE_COLUMNS.length).toBeGreaterThan(0);
    expect(CONSOLE_COLUMNS.filter((key) => !columns.includes(key))).toEqual([]);
  });

  test('every field of a sample is a column (the database would drop it without a word)', () => {
    for (const sample of sampleAssetTypes) {
      const written = Object.keys(sampleAssetTypeColumns(sample));
      expect(
        written.filter((key) => !columns.includes(key)),
        sample.slug,
      ).toEqual([]);
    }
  });

  test('the seed writes every field of every sample', async () => {
    const rows = await t.database.db.select().from(assetTypes);
    expect(rows.length).toBe(sampleAssetTypes.length);
    for (const sample of sampleAssetTypes) {
      const row = rows.find((candidate) => candidate.slug === sample.slug);
      const written = comparable(sampleAssetTypeColumns(sample));
      expect(row && comparable(row), sample.slug).toMatchObject(written);
    }
  });

  test('the public mapping gives exactly the public shape, valid, in both languages', () => {
    // Optional keys are added by one operation only (paymentsOnTime, paymentStatus: GET /api/asset-types/{id}, decision 0067).
    const publicKeys = sorted(
      Object.entries(assetTypeSchema.shape)
        .filter(([, schema]) => !schema.safeParse(undefined).success)
        .map(([key]) => key),
    );
    for (const sample of sampleAssetTypes)
      for (const locale of ['de', 'en'] as const) {
        const served = sampleAssetTypeAsServed(sample, 1, locale);
        expect(sorted(Object.keys(served))).toEqual(publicKeys);
        expect(assetTypeSchema.strict().parse(served)).toEqual(served);
      }
  });

  test('the offer’s fields (terms and issuer) are fields of assetTypeFields, and columns', () => {
    expect(OFFER_FIELDS.filter((field) => !fields.includes(field) || !columns.includes(field))).toEqual([]);
  });

  test('the seed gives each sample its sample issuer (issue 33); the sample IBANs and BICs are valid', async () => {
    const rows = await t.database.db
      .select({ slug: assetTypes.slug, issuer: issuers.name })
      .from(assetTypes)
      .innerJoin(issuers, eq(issuers.id, assetTypes.issuerId));
    for (const sample of sampleAssetTypes)
      expect(rows.find((row) => row.slug === sample.slug)?.issuer, sample.slug).toBe(
        sampleIssuerOf(sample).name,
      );
    for (const issuer of sampleIssuers) {
      expect(checkIban(issuer.iban, { sepa: true }), issuer.key).toEqual({ valid: true, iban: issuer.iban });
      expect(checkBic(issuer.bic).valid, issuer.key).toBe(true);
    }
  });

  test('what the samples leave out is not written: an operator’s funding goal and unpublishing survive the seed', async () => {
    const { db } = t.database;
    const [sample] = sampleAssetTypes;
    if (!sample) throw new Error('no sample asset type');
    const chosen = { published: false, fundingTargetEuro: 5000, fundingDeadline: '2031-06-30' };
    await db.update(assetTypes).set(chosen).where(eq(assetTypes.slug, sample.slug));
    await seed(db);
    const [row] = await db.select().from(assetTypes).where(eq(assetTypes.slug, sample.slug));
    expect(row).toMatchObject(chosen);
    await db.update(assetTypes).set({ published: true, fundingTargetEuro: null, fundingDeadline: null });
  });
});
