/**
 * Before an investment is written (issue 35, decision 0074): the investor's e-mail address is confirmed
 * (contract documents go to a verified address), the typed name, date and place of birth match the profile
 * (equivalent to a signature), and the information sheet acknowledged is a current version of the offer's.
 */
import { TRPCError } from '@trpc/server';
import { type AcknowledgementInput, investmentCapCents, messageText, typedForm } from '@wurzelwerk/shared';
import { sql } from 'drizzle-orm';
import { selfDisclosures, users } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import type { AssetRow } from '../assets/catalog';
import { protectionStatusWith } from '../protection/service';

const refuse = (ctx: AuthedContext, code: TRPCError['code'], id: Parameters<typeof messageText>[1]) =>
  new TRPCError({ code, message: messageText(ctx.locale, id) });

/** A column of the investor's self-disclosure (null without one), read with the user's row. */
const disclosed = <
  C extends typeof selfDisclosures.freeAssetsAtLeast100k | typeof selfDisclosures.monthlyNetIncome,
>(
  column: C,
) =>
  sql<
    C['_']['data'] | null
  >`(select ${column} from ${selfDisclosures} where ${selfDisclosures.userId} = ${users.id})`.mapWith(column);

/**
 * What an investment reads of its investor, in one statement (every investment reads it; decision 0095): the
 * profile the typed acknowledgement is compared with, the investor protection's status (decision 0073), and
 * the self-disclosure that sets the investor's cap — which the writer's batch then need not read again.
 */
export const investorFacts = protectionStatusWith('investment_investor_facts', {
  firstName: users.firstName,
  lastName: users.lastName,
  birthDate: users.birthDate,
  birthPlace: users.birthPlace,
  emailVerifiedAt: users.emailVerifiedAt,
  freeAssetsAtLeast100k: disclosed(selfDisclosures.freeAssetsAtLeast100k),
  monthlyNetIncome: disclosed(selfDisclosures.monthlyNetIncome),
});

type Profile = Awaited<ReturnType<typeof investorFacts>>['user'];

/** The investor's cap per issuer (§ 2a VermAnlG) from the facts read: their self-disclosure, or none. */
export function capCentsOf(person: Profile): number {
  const freeAssetsAtLeast100k = person?.freeAssetsAtLeast100k ?? null;
  const monthlyNetIncome = person?.monthlyNetIncome ?? null;
  return investmentCapCents(
    freeAssetsAtLeast100k === null || monthlyNetIncome === null
      ? null
      : { freeAssetsAtLeast100k, monthlyNetIncome },
  );
}

/** Throws the refusal a person can act on; resolves when the investment may be written. */
export async function checkAcknowledgement(
  ctx: AuthedContext,
  asset: AssetRow,
  typed: AcknowledgementInput,
  person: Profile,
): Promise<void> {
  if (!person?.emailVerifiedAt) throw refuse(ctx, 'FORBIDDEN', 'acknowledgement.emailUnverified');
  if (!person.birthDate || !person.birthPlace)
    throw refuse(ctx, 'CONFLICT', 'acknowledgement.birthDataMissing');
  const matches =
    typedForm(typed.firstName) === typedForm(person.firstName) &&
    typedForm(typed.lastName) === typedForm(person.lastName) &&
    typed.birthDate.trim() === person.birthDate &&
    typedForm(typed.birthPlace) === typedForm(person.birthPlace);
  if (!matches) throw refuse(ctx, 'UNPROCESSABLE_CONTENT', 'acknowledgement.mismatch');
  // A sheet of the offer as it is now, in either language (the investor may have read the other one).
  const current = await ctx.services.informationSheets.versions(asset);
  if (!current.includes(typed.informationSheetVersion))
    throw refuse(ctx, 'CONFLICT', 'acknowledgement.sheetOutdated');
}
