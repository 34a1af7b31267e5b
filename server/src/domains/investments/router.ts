import {
  createInvestmentInput,
  investmentIdInput,
  investmentScheduleSchema,
  investmentSchema,
  paymentInstructionsSchema,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { confirmationProcedure, informationSheetProcedure } from './documents';
import { getPaymentInstructions } from './payment';
import { getInvestmentSchedule } from './schedule';
import { createInvestment, listInvestments, withdrawInvestment } from './service';

export const investmentsRouter = router({
  create: signedIn.mutation(createInvestmentInput, investmentSchema, createInvestment),

  /** The user's own investments, newest first. */
  list: protectedProcedure.output(z.array(investmentSchema)).query(({ ctx }) => listInvestments(ctx)),

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

  /** The information sheet of an asset type as a PDF (base64); GET /api/asset-types/{id}/information-sheet.pdf. */
  informationSheet: informationSheetProcedure,

  /** The confirmation of an own investment with the withdrawal notice as a PDF (base64). */
  confirmation: confirmationProcedure,
});
