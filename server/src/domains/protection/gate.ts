/**
 * What an investment needs before it is written (issue 35, decision 0073): a passed knowledge test that
 * still counts (else 403), and for an amount above the higher of 1,000 € and 5 % of the stored net worth
 * the explicit confirmation of the separate warning (else 409) — unless the investor is a sophisticated
 * investor. The caps of § 2a VermAnlG are the writer's (investments/batch.ts) and apply to everyone.
 */
import { TRPCError } from '@trpc/server';
import { intlLocale, messageText, needsLargeAmountWarning, type ProtectionStatus } from '@wurzelwerk/shared';
import type { AuthedContext } from '../../trpc/init';
import { protectionStatus } from './service';

/** Refuses an investment the investor may not make yet; resolves to whether its warning was confirmed. */
export async function checkInvestorProtection(
  ctx: AuthedContext,
  amountCents: number,
  confirmed: boolean,
  /** The refusal that comes before the warning's: the amount is over a cap anyway (null when it is not). */
  overCap: () => Promise<TRPCError | null>,
  /** The status when the caller has read it already (with its own facts, one round trip). */
  read: ProtectionStatus | Promise<ProtectionStatus> = protectionStatus(ctx.db, ctx.user.id),
): Promise<boolean> {
  const status = await read;
  if (!status.knowledgeTest)
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: messageText(ctx.locale, 'investment.knowledgeTestRequired'),
    });
  const needed = needsLargeAmountWarning(
    amountCents,
    status.lossCheck?.netWorthCents ?? null,
    status.sophisticatedValid,
  );
  if (needed && !confirmed) {
    // Asking to confirm a warning for an amount the caps refuse anyway would only lead to the next refusal.
    const capRefusal = await overCap();
    if (capRefusal) throw capRefusal;
    throw new TRPCError({
      code: 'CONFLICT',
      message: messageText(ctx.locale, 'investment.warningNotConfirmed', {
        threshold: new Intl.NumberFormat(intlLocale(ctx.locale), { maximumFractionDigits: 2 }).format(
          status.warningThresholdCents / 100,
        ),
      }),
    });
  }
  return needed;
}
