/**
 * The investment documents as PDFs (issue 19): the information sheet of an asset type (public) and the
 * confirmation with the withdrawal notice of one's own investment. Procedures give the file as base64
 * (rest/file.ts); the /api operations answer the PDF itself.
 */
import { TRPCError } from '@trpc/server';
import { assetTypeIdInput, investmentIdInput, messageText } from '@wurzelwerk/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { assetTypes, investments, issuers, users } from '../../db/schema';
import { pick } from '../../i18n';
import { confirmationPdf } from '../../pdf/confirmation';
import { pdfFileName } from '../../pdf/document';
import { fileSchema, ownPdfOperation, pdfFile, pdfOperation } from '../../rest/file';
import { idParam, operations } from '../../rest/operation';
import { protectedProcedure, publicProcedure } from '../../trpc/init';
import { confirmedAtOf } from './service';

export const informationSheetProcedure = publicProcedure
  .input(assetTypeIdInput)
  .output(fileSchema)
  .query(async ({ ctx, input }) => {
    const asset = await ctx.services.catalog.byId(input.id);
    if (!asset)
      throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'asset.notFound') });
    const name = ctx.locale === 'en' ? 'information-sheet' : 'informationsblatt';
    // Rendered once per asset type, language and version (pdf/sheetCache.ts).
    const sheet = await ctx.services.informationSheets.get(asset, ctx.locale);
    return {
      fileName: pdfFileName(name, asset.slug),
      contentType: 'application/pdf' as const,
      base64: sheet.base64,
      etag: sheet.etag,
    };
  });

export const confirmationProcedure = protectedProcedure
  .input(investmentIdInput)
  .output(fileSchema)
  .query(async ({ ctx, input }) => {
    const [found] = await ctx.db
      .select({
        investment: investments,
        asset: assetTypes,
        issuer: issuers,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(investments)
      .innerJoin(assetTypes, eq(assetTypes.id, investments.assetTypeId))
      .innerJoin(issuers, eq(issuers.id, assetTypes.issuerId))
      .innerJoin(users, eq(users.id, investments.userId))
      .where(and(eq(investments.id, input.id), eq(investments.userId, ctx.user.id)));
    if (!found)
      throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'investment.notFound') });
    const { investment, asset } = found;
    const escrow = ctx.services.escrow;
    // How to pay, while something is to be paid (decision 0057).
    const payment =
      investment.status === 'awaiting_payment' && investment.paymentReference && investment.paymentDueAt
        ? { ...escrow, reference: investment.paymentReference, dueAt: investment.paymentDueAt }
        : undefined;
    const bytes = await confirmationPdf(
      {
        reference: investment.id,
        investorName: `${found.firstName} ${found.lastName}`,
        asset: pick(ctx.locale, asset.nameDe, asset.nameEn),
        quantity: investment.quantity,
        amount: investment.totalInvestment,
        expectedAnnualReturn: investment.expectedAnnualReturn,
        confirmedAt: confirmedAtOf(investment),
        withdrawnAt: investment.withdrawnAt,
        terms: asset,
        issuer: found.issuer,
        payment,
        informationSheetVersion: investment.informationSheetVersion,
      },
      ctx.locale,
    );
    const name = ctx.locale === 'en' ? 'investment-confirmation' : 'investmentbestaetigung';
    return pdfFile(pdfFileName(name, investment.id.slice(0, 8)), bytes);
  });

export const informationSheetOperations = operations('Assets', [
  pdfOperation({
    path: '/api/asset-types/{key}/information-sheet.pdf',
    operationId: 'getInformationSheet',
    summary: 'The information sheet of an asset type (PDF)',
    description:
      'At most three A4 pages in the spirit of the Vermögensanlagen-Informationsblatt: the statutory risk warning at the top, the issuer, the project, term and interest, risks, costs, the caps and the right of withdrawal — from the sample data, marked as a sample. In the request’s language; `Content-Disposition: inline`. Unknown id → 404. Rendered once per asset type, language and version (an operator’s edit makes a new one) and answered with a weak `ETag`: `If-None-Match` with it → 304 without a body.',
    // Named like GET /api/asset-types/{key} beside it (the router needs one name per place); an id here.
    pathParams: { key: { schema: z.string(), description: 'Asset type id' } },
    call: (api, request) => api.investments.informationSheet({ id: idParam(request.param('key')) }),
  }),
]);

export const confirmationOperations = operations('Investments', [
  ownPdfOperation({
    path: '/api/investments/{id}/confirmation.pdf',
    operationId: 'getInvestmentConfirmation',
    summary: 'The confirmation of your investment with the withdrawal notice (PDF)',
    description:
      'The investment, the statutory risk warning, the offer’s terms and issuer, how to pay while the money is awaited (the escrow account, the deadline, the RF reference and the GiroCode) and the withdrawal notice (Widerrufsbelehrung): the 14-day period, the date it ends and how to withdraw. The same document is attached to the investment mail. In the request’s language; another user’s investment → 404.',
    record: 'Investment',
    call: (api, id) => api.investments.confirmation({ id }),
  }),
]);
