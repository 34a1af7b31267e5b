/**
 * A release's SEPA credit transfer file (pain.001.001.09, decision 0053): from the escrow account to the
 * issuer's IBAN, one transfer with the release's EndToEndId, which the statement's debit names when the
 * bank executes it (booking.ts). The message id is the release's too: made again (another day's download)
 * it is the same message, which the bank refuses to take twice.
 */
import { BRAND, type ReleaseFile } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { fitSepaText } from '../../banking/sepaText';
import { assetTypes, issuers, releases } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { notFound } from '../admin/procedure';
import { executionDateOf, paymentFile } from '../bank/paymentFile';

export async function releaseFile(ctx: AuthedContext, id: string): Promise<ReleaseFile> {
  const [row] = await ctx.db
    .select({ release: releases, issuer: issuers, slug: assetTypes.slug })
    .from(releases)
    .innerJoin(issuers, eq(issuers.id, releases.issuerId))
    .innerJoin(assetTypes, eq(assetTypes.id, releases.assetTypeId))
    .where(eq(releases.id, id));
  if (!row) throw notFound(ctx);
  const { release, issuer, slug } = row;
  const executionDate = executionDateOf(release.createdAt);
  const built = paymentFile(
    ctx,
    {
      messageId: release.endToEndId,
      createdAt: release.createdAt,
      initiatingParty: BRAND,
      transfers: [
        {
          endToEndId: release.endToEndId,
          amountCents: release.amountCents,
          executionDate,
          creditor: {
            // Cut after the transliteration (ä → ae lengthens it), not before.
            name: fitSepaText(`${issuer.name} ${issuer.legalForm}`, 70),
            iban: issuer.iban ?? '',
            bic: issuer.bic,
          },
          remittance:
            `${BRAND} Freigabe ${slug} ${release.investmentCount} Investitionen ${release.endToEndId}`.slice(
              0,
              140,
            ),
        },
      ],
    },
    { code: 'CONFLICT', message: 'release.fileRefused' },
  );
  return { fileName: `pain001-${release.endToEndId}.xml`, xml: built.xml };
}
