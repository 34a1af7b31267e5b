import { createInvestmentInput, investmentIdInput, investmentSchema } from '@wurzelwerk/shared';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';
import { createInvestment, listInvestments, withdrawInvestment } from './service';

export const investmentsRouter = router({
  create: protectedProcedure
    .input(createInvestmentInput)
    .output(investmentSchema)
    .mutation(({ ctx, input }) => createInvestment(ctx, input)),

  /** The user's own investments, newest first. */
  list: protectedProcedure.output(z.array(investmentSchema)).query(({ ctx }) => listInvestments(ctx)),

  withdraw: protectedProcedure
    .input(investmentIdInput)
    .output(investmentSchema)
    .mutation(({ ctx, input }) => withdrawInvestment(ctx, input.id)),
});
