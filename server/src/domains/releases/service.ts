/**
 * Funding close and releases to issuers (issue 33, decision 0059). The operator closes a project's funding
 * once its target is reached or its deadline has passed (no new investments from then on; investments
 * awaiting their payment may still be paid until their own deadline). A release takes every paid, not yet
 * released investment of a closed project whose withdrawal period is over: one `release` ledger transfer
 * (the issuer's payable → outgoing), one release record with the EndToEndId of its pain.001 transfer, and
 * a row per investment in `release_investments` (each investment once) — all in one transaction under the
 * project's row lock, so parallel requests and processes make one release. Releases repeat for the rest.
 */
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import {
  type MessageCode,
  messageText,
  parseCents,
  type ReleasableProject,
  type Release,
} from '@wurzelwerk/shared';
import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clockNow } from '../../db/clock';
import { assetTypes, investments, issuers, releaseInvestments, releases } from '../../db/schema';
import { transfers as ledger, post } from '../../ledger';
import type { AuthedContext } from '../../trpc/init';
import { invalidateCatalogues } from '../admin/caches';
import { actorOf, notFound, recordAudit } from '../admin/procedure';
import { issuerKeyOf } from '../investments/lifecycle';
import { ensureDueDates } from '../payouts/dueDates';
import {
  type Candidate,
  endToEndIdOf,
  fundingStateOf,
  inWithdrawalPeriod,
  releasable,
  totalCents,
} from './rules';

const conflict = (ctx: AuthedContext, code: MessageCode) =>
  new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, code) });

const sumOf = (list: readonly { amountCents: number }[]) => ({
  cents: totalCents(list),
  count: list.length,
});

/** A project's investments as the release rules see them (every status; withdrawn and lapsed drop out). */
async function candidatesOf(db: Executor, assetTypeIds: number[]): Promise<Map<number, Candidate[]>> {
  const byAsset = new Map<number, Candidate[]>(assetTypeIds.map((id) => [id, []]));
  if (assetTypeIds.length === 0) return byAsset;
  const rows = await db
    .select({
      id: investments.id,
      assetTypeId: investments.assetTypeId,
      status: investments.status,
      total: investments.totalInvestment,
      confirmedAt: sql<Date>`coalesce(${investments.confirmedAt}, ${investments.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      reference: investments.paymentReference,
      releaseId: releaseInvestments.releaseId,
    })
    .from(investments)
    .leftJoin(releaseInvestments, eq(releaseInvestments.investmentId, investments.id))
    .where(
      and(
        inArray(investments.assetTypeId, assetTypeIds),
        inArray(investments.status, ['awaiting_payment', 'paid']),
      ),
    );
  for (const row of rows)
    byAsset.get(row.assetTypeId)?.push({
      id: row.id,
      status: row.status,
      amountCents: parseCents(row.total) ?? 0,
      confirmedAt: row.confirmedAt,
      hasReference: row.reference !== null,
      released: row.releaseId !== null,
    });
  return byAsset;
}

/** Every project with its funding state and its money by state, for the console's Releases page. */
export async function listReleasable(ctx: AuthedContext): Promise<ReleasableProject[]> {
  const projects = await ctx.db
    .select({ asset: assetTypes, issuer: issuers })
    .from(assetTypes)
    .innerJoin(issuers, eq(issuers.id, assetTypes.issuerId))
    .orderBy(asc(assetTypes.id));
  const candidates = await candidatesOf(
    ctx.db,
    projects.map((p) => p.asset.id),
  );
  const now = new Date();
  return projects.map(({ asset, issuer }) => {
    const all = candidates.get(asset.id) ?? [];
    const committed = sumOf(all);
    return {
      assetTypeId: asset.id,
      nameDe: asset.nameDe,
      nameEn: asset.nameEn,
      issuer: { id: issuer.id, name: issuer.name, hasIban: issuer.iban !== null },
      fundingTargetEuro: asset.fundingTargetEuro,
      fundingDeadline: asset.fundingDeadline,
      fundingClosedAt: asset.fundingClosedAt,
      fundingState: fundingStateOf(asset, committed.cents, now),
      committed,
      awaiting: sumOf(all.filter((c) => c.status === 'awaiting_payment')),
      releasable: sumOf(releasable(all, now)),
      inWithdrawalPeriod: sumOf(inWithdrawalPeriod(all, now)),
      released: sumOf(all.filter((c) => c.released)),
    };
  });
}

/**
 * Closes a project's funding: allowed when its target is reached (awaiting and paid investments, as the
 * marketplace counts) or its deadline has passed, else 409. Closing a closed project changes nothing.
 * The row is locked FOR UPDATE: an investment being written (its key-share lock) is waited for, a later one
 * sees the close (investments/batch.ts).
 */
export async function closeFunding(ctx: AuthedContext, assetTypeId: number): Promise<ReleasableProject> {
  const closed = await ctx.db.transaction(async (tx) => {
    const [asset] = await tx.select().from(assetTypes).where(eq(assetTypes.id, assetTypeId)).for('update');
    if (!asset) throw notFound(ctx);
    if (asset.fundingClosedAt) return false;
    const committed = sumOf((await candidatesOf(tx, [assetTypeId])).get(assetTypeId) ?? []);
    if (fundingStateOf(asset, committed.cents, new Date()) === 'open')
      throw conflict(ctx, 'release.notClosable');
    const [after] = await tx
      .update(assetTypes)
      .set({ fundingClosedAt: clockNow() })
      .where(eq(assetTypes.id, assetTypeId))
      .returning({ fundingClosedAt: assetTypes.fundingClosedAt });
    await recordAudit(tx, actorOf(ctx), {
      action: 'funding.close',
      entity: 'asset_types',
      entityId: assetTypeId,
      before: { fundingClosedAt: null },
      after: { ...after, committedCents: committed.cents },
    });
    return true;
  });
  // The marketplace reads the catalogue: it refuses new investments at once.
  if (closed) await invalidateCatalogues(ctx.services);
  const project = (await listReleasable(ctx)).find((p) => p.assetTypeId === assetTypeId);
  if (!project) throw notFound(ctx);
  return project;
}

/** A release of the closed project's releasable investments; 409 when there is none or no IBAN. */
export async function createRelease(ctx: AuthedContext, assetTypeId: number): Promise<Release> {
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    // One release at a time per project (a second request waits here, then finds nothing left).
    const [asset] = await tx
      .select()
      .from(assetTypes)
      .where(eq(assetTypes.id, assetTypeId))
      .for('no key update');
    if (!asset) throw notFound(ctx);
    if (!asset.fundingClosedAt) throw conflict(ctx, 'release.fundingOpen');
    const [issuer] = await tx.select().from(issuers).where(eq(issuers.id, asset.issuerId));
    if (!issuer?.iban) throw conflict(ctx, 'release.noIban');
    const rows = await tx
      .select()
      .from(investments)
      .where(
        and(
          eq(investments.assetTypeId, assetTypeId),
          eq(investments.status, 'paid'),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(releaseInvestments)
              .where(eq(releaseInvestments.investmentId, investments.id)),
          ),
        ),
      )
      .orderBy(asc(investments.id))
      .for('update', { of: investments });
    const taken = releasable(
      rows.map((row) => ({
        id: row.id,
        status: row.status,
        amountCents: parseCents(row.totalInvestment) ?? 0,
        confirmedAt: row.confirmedAt ?? row.createdAt,
        hasReference: row.paymentReference !== null,
        released: false,
      })),
      new Date(),
    );
    if (taken.length === 0) throw conflict(ctx, 'release.nothingToRelease');
    const amountCents = totalCents(taken);
    const endToEndId = endToEndIdOf(id);
    const actor = actorOf(ctx);
    const [release] = await tx
      .insert(releases)
      .values({
        id,
        assetTypeId,
        issuerId: issuer.id,
        amountCents,
        investmentCount: taken.length,
        endToEndId,
        createdById: actor.id,
        createdByEmail: actor.email,
        createdAt: clockNow(),
      })
      .returning();
    await tx.insert(releaseInvestments).values(taken.map((c) => ({ investmentId: c.id, releaseId: id })));
    // The schedules are fixed now: the due dates from today, each with its payout reference (decision 0067).
    await ensureDueDates(tx, id);
    await post(
      tx,
      ledger.release({ releaseId: id, issuer: issuerKeyOf(issuer.id), amountCents, endToEndId }),
    );
    await recordAudit(tx, actor, {
      action: 'release.create',
      entity: 'releases',
      entityId: id,
      before: null,
      after: { ...release, investmentIds: taken.map((c) => c.id) },
    });
  });
  const [created] = await releasesWhere(ctx.db, eq(releases.id, id));
  if (!created) throw new Error('a created release vanished');
  return created;
}

/** The names an operator's row (a release, a due date) shows of its project and issuer: join both. */
export const projectAndIssuerNames = {
  assetNameDe: assetTypes.nameDe,
  assetNameEn: assetTypes.nameEn,
  issuerName: issuers.name,
};

async function releasesWhere(db: Executor, where?: ReturnType<typeof eq>): Promise<Release[]> {
  const rows = await db
    .select({ release: releases, ...projectAndIssuerNames })
    .from(releases)
    .innerJoin(assetTypes, eq(assetTypes.id, releases.assetTypeId))
    .innerJoin(issuers, eq(issuers.id, releases.issuerId))
    .where(where)
    .orderBy(desc(releases.createdAt), desc(releases.id))
    .limit(500);
  return rows.map(({ release, ...names }) => ({
    id: release.id,
    assetTypeId: release.assetTypeId,
    assetNameDe: names.assetNameDe,
    assetNameEn: names.assetNameEn,
    issuerId: release.issuerId,
    issuerName: names.issuerName,
    amountCents: release.amountCents,
    investmentCount: release.investmentCount,
    endToEndId: release.endToEndId,
    state: release.state,
    createdByEmail: release.createdByEmail,
    createdAt: release.createdAt,
    bookedAt: release.bookedAt,
  }));
}

/** The releases, newest first (at most 500). */
export const listReleases = (ctx: AuthedContext): Promise<Release[]> => releasesWhere(ctx.db);

/** One release; 404 when unknown. */
export async function releaseById(ctx: AuthedContext, id: string): Promise<Release> {
  const [release] = await releasesWhere(ctx.db, eq(releases.id, id));
  if (!release) throw notFound(ctx);
  return release;
}
