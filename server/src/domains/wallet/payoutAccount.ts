/**
 * The payout account (issue 34, decision 0065): where withdrawals go. Setting or changing it needs the
 * password in the request (always: a session alone must not redirect money) and, when the second factor is
 * on, a current code; it sends a security mail to the account's address and holds withdrawals for 24 hours
 * from the change (the database's clock, so every process agrees). The IBAN must be a SEPA country's with a
 * valid checksum (banking/iban.ts, ibantools) — outside the EEA with its bank's BIC — the holder writable in
 * the SEPA character set.
 */
import { TRPCError } from '@trpc/server';
import {
  type MessageCode,
  messageText,
  PAYOUT_HOLDER_MAX,
  type PayoutAccount,
  type PayoutAccountInput,
} from '@wurzelwerk/shared';
import { eq, sql } from 'drizzle-orm';
import { bankingMessageCode } from '../../banking/errors';
import { checkBicFor, checkIban } from '../../banking/iban';
import { toSepaText } from '../../banking/sepaText';
import type { Executor } from '../../db/client';
import { payoutAccounts } from '../../db/schema';
import { enqueueMail, mailFor } from '../../mail/outbox';
import { maskedIban } from '../../mail/templates/wallet';
import type { AuthedContext } from '../../trpc/init';
import { requireRecentAuth } from '../auth/reauth';
import { checkSecret } from '../auth/secretCheck';
import { spendCode, twoFactorEnabled } from '../auth/twoFactor';
import { guardedCheck } from '../auth/twoFactorGuard';
import { recipientOf } from '../notifications/service';

const badRequest = (ctx: AuthedContext, code: MessageCode) =>
  new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, code) });

export async function readPayoutAccount(db: Executor, userId: string): Promise<PayoutAccount | null> {
  const [row] = await db
    .select({
      iban: payoutAccounts.iban,
      holder: payoutAccounts.holder,
      bic: payoutAccounts.bic,
      changedAt: payoutAccounts.changedAt,
      holdUntil: payoutAccounts.holdUntil,
    })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId));
  return row ?? null;
}

/** The payout account for a withdrawal now, locked, with the seconds its hold still runs (0: none). */
export async function payoutAccountForWithdrawal(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      iban: payoutAccounts.iban,
      holder: payoutAccounts.holder,
      bic: payoutAccounts.bic,
      heldSeconds: sql<number>`greatest(0, ceil(extract(epoch from ${payoutAccounts.holdUntil} - now())))::int`,
    })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId))
    .for('share');
  return row ? { ...row, heldSeconds: Number(row.heldSeconds) } : undefined;
}

/**
 * Refuses what no SEPA transfer could carry: the IBAN's reason, the BIC's (needed outside the EEA), or the
 * holder's characters or length.
 */
function checkedAccount(ctx: AuthedContext, input: PayoutAccountInput) {
  const iban = checkIban(input.iban, { sepa: true });
  if (!iban.valid) throw badRequest(ctx, bankingMessageCode(iban.code) as MessageCode);
  const bic = checkBicFor(iban.iban, input.bic);
  if (!bic.valid) throw badRequest(ctx, bankingMessageCode(bic.code) as MessageCode);
  const holder = input.holder.trim();
  const written = toSepaText(holder);
  if (written === null) throw badRequest(ctx, 'wallet.holderChars');
  if (written.length === 0) throw badRequest(ctx, 'wallet.holderRequired');
  if (written.length > PAYOUT_HOLDER_MAX) throw badRequest(ctx, 'wallet.holderTooLong');
  return { iban: iban.iban, bic: bic.bic, holder };
}

/** The password (always) and, when the second factor is on, a current code: both throttled like sign-in. */
async function confirmOwner(ctx: AuthedContext, input: PayoutAccountInput): Promise<void> {
  await requireRecentAuth(ctx, input.password);
  const userId = ctx.user.id;
  if (!(await twoFactorEnabled(ctx.db, userId))) return;
  const code = input.code?.trim() ?? '';
  if (code === '') throw badRequest(ctx, 'wallet.codeRequired');
  const texts = { locked: 'twoFactor.tooManyCodes', delayed: 'twoFactor.codesDelayed' } as const;
  const right = await checkSecret(ctx, 'totp', userId, texts, () =>
    guardedCheck(ctx, userId, 'code', () => spendCode(ctx, userId, code)),
  );
  if (!right) throw badRequest(ctx, 'twoFactor.invalidCode');
}

/**
 * Sets or changes the payout account. The same IBAN and holder again changes nothing (no mail, the hold
 * stays as it is); anything else starts the 24-hour hold anew and mails the account's address.
 */
export async function setPayoutAccount(
  ctx: AuthedContext,
  input: PayoutAccountInput,
): Promise<PayoutAccount> {
  const account = checkedAccount(ctx, input);
  await confirmOwner(ctx, input);
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId))
      .for('update');
    if (
      before &&
      before.iban === account.iban &&
      before.bic === account.bic &&
      before.holder === account.holder
    )
      return before;
    const values = {
      ...account,
      changedAt: sql`now()`,
      holdUntil: sql`now() + interval '24 hours'`,
    };
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: payoutAccounts.userId, set: values })
      .returning();
    if (!row) throw new Error('payout account not written');
    const recipient = await recipientOf(tx, userId, ctx.locale);
    if (recipient)
      await enqueueMail(
        tx,
        mailFor(recipient, 'payoutAccountChanged', {
          at: row.changedAt.toISOString(),
          holdUntil: row.holdUntil.toISOString(),
          iban: maskedIban(row.iban),
          holder: row.holder,
          first: before === undefined,
        }),
      );
    return {
      iban: row.iban,
      bic: row.bic,
      holder: row.holder,
      changedAt: row.changedAt,
      holdUntil: row.holdUntil,
    };
  });
}
