/** The operators' bank procedures (issue 33): statement import (with preview) and the exception list. */
import { bankExceptionSchema, statementImportSchema } from '@wurzelwerk/shared';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { operatorProcedure } from '../admin/procedure';
import { importStatementFile, listExceptions } from './service';

/** A camt.053 file's text: at most the API's body limit (1 MB). */
export const statementInput = z.object({
  xml: z.string().max(1024 * 1024),
  preview: z.boolean().optional(),
});

export const adminBankRouter = router({
  importStatement: operatorProcedure
    .input(statementInput)
    .output(statementImportSchema)
    .mutation(({ ctx, input }) => importStatementFile(ctx, input)),
  exceptions: operatorProcedure.output(z.array(bankExceptionSchema)).query(({ ctx }) => listExceptions(ctx)),
});
