/**
 * § 2a Abs. 1 VermAnlG in the console (decision 0072): an issuer's offers may sell at most 6,000,000 € within
 * twelve months, so a funding target that would plan beyond it is refused. What an issuer has planned: each
 * of its other asset types whose funding is open with the larger of its target and what it sold within the
 * twelve months, each closed one with what it sold within them. Checked under the issuer's lock, the one
 * the investment writer takes (investments/batch.ts), so two edits — or an edit and investments — cannot pass
 * it together.
 */
import { TRPCError } from '@trpc/server';
import { INVESTMENT_CAPS, messageText, parseCents } from '@wurzelwerk/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assetTypes, issuers } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { issuerLockSql } from '../investments/batch';
import { eurosText } from '../investments/caps';
import { assetTypeSold } from '../investments/sold';

/** Takes the issuers' locks (sorted, like the writer) for the rest of the transaction. */
export async function lockIssuerLimits(tx: Executor, issuerIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(issuerIds)].sort((a, b) => a - b))
    await tx.execute(sql`select ${issuerLockSql(id)}`);
}

/** What each of the issuer's asset types other than `exceptId` plans or sold within the window, in cents. */
async function plannedCents(tx: Executor, issuerId: number, exceptId: number | undefined): Promise<number> {
  const sold = assetTypeSold(sql`${assetTypes.id}`);
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(case when ${assetTypes.fundingClosedAt} is null
                                          then greatest(coalesce(${assetTypes.fundingTargetEuro}, 0), ${sold})
                                          else ${sold} end), 0)::numeric(16, 2)::text`,
    })
    .from(assetTypes)
    .where(
      exceptId === undefined
        ? eq(assetTypes.issuerId, issuerId)
        : sql`${assetTypes.issuerId} = ${issuerId} and ${assetTypes.id} <> ${exceptId}`,
    );
  return parseCents(row?.total ?? '0') ?? 0;
}

/**
 * 409 when a funding target of `targetEuro` for an asset type of the issuer (`assetTypeId`, undefined for a
 * new one) would plan more than the issuer may sell within twelve months. Call under lockIssuerLimits.
 */
export async function checkIssuerLimit(
  ctx: AuthedContext,
  tx: Executor,
  issuerId: number,
  assetTypeId: number | undefined,
  targetEuro: number,
): Promise<void> {
  const limitCents = INVESTMENT_CAPS.issuerLimitEuro * 100;
  const planned = await plannedCents(tx, issuerId, assetTypeId);
  if (planned + targetEuro * 100 <= limitCents) return;
  const [issuer] = await tx.select({ name: issuers.name }).from(issuers).where(eq(issuers.id, issuerId));
  const euros = (cents: number) => eurosText(ctx.locale, cents);
  throw new TRPCError({
    code: 'CONFLICT',
    message: messageText(ctx.locale, 'admin.issuerLimitExceeded', {
      issuer: issuer?.name ?? '',
      limit: euros(limitCents),
      planned: euros(planned),
      remaining: euros(Math.max(0, limitCents - planned)),
    }),
  });
}
