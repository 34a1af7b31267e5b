import {
  createInvestmentInput,
  escrowAccountStatusSchema,
  investmentIdInput,
  investmentScheduleSchema,
  investmentSchema,
  issuerRoomInput,
  issuerRoomSchema,
  paymentInstructionsSchema,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { issuerRoom } from './caps';
import { confirmationProcedure, informationSheetProcedure } from './documents';
import { getPaymentInstructions } from './payment';
import { getInvestmentSchedule } from './schedule';
import { createInvestment, listInvestments, withdrawInvestment } from './service';

export const investmentsRouter = router({
  create: signedIn.mutation(createInvestmentInput, investmentSchema, createInvestment),

  /** The user's own investments, newest first. */
  list: protectedProcedure.output(z.array(investmentSchema)).query(({ ctx }) => listInvestments(ctx)),

  /**
   * The investor's room with an issuer under § 2a VermAnlG (decision 0072): held, cap, the issuer's room in
   * twelve months, what may be invested more — the investment dialog's limit meter.
   */
  room: signedIn.query(issuerRoomInput, issuerRoomSchema, (ctx, { issuerId }) => issuerRoom(ctx, issuerId)),

  withdraw: signedIn.mutation(investmentIdInput, investmentSchema, (ctx, { id }) =>
    withdrawInvestment(ctx, id),
  ),

  /** How to pay an own investment awaiting its payment: account, amount, deadline, reference, GiroCode. */
  payment: signedIn.query(investmentIdInput, paymentInstructionsSchema, (ctx, { id }) =>
    getPaymentInstructions(ctx, id),
  ),

  /** The repayment schedule of an own investment (decision 0060): projected until the funds are released. */
  schedule: signedIn.query(investmentIdInput, investmentScheduleSchema, (ctx, { id }) =>
    getInvestmentSchedule(ctx, id),
  ),

  /**
   * Whether the escrow account is the demonstration one (then no transfer must be made): what the signed-in
   * notice and the investment dialog's payment step say (issue 33). Anyone may ask; nothing else is told.
   */
  escrow: publicProcedure
    .output(escrowAccountStatusSchema)
    .query(({ ctx }) => ({ demo: ctx.services.escrow.demo })),

  /** The information sheet of an asset type as a PDF (base64); GET /api/asset-types/{id}/information-sheet.pdf. */
  informationSheet: informationSheetProcedure,

  /** The confirmation of an own investment with the withdrawal notice as a PDF (base64). */
  confirmation: confirmationProcedure,
});
