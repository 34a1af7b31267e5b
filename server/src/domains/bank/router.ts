/**
 * The operators' bank procedures (issue 33): statement import (with preview), the exception list and its
 * resolution (assign, return to sender, note; decision 0058), the returns and their pain.001 file, and the
 * demonstration statement.
 */
import {
  bankAssignInput,
  bankCandidateSchema,
  bankNoteInput,
  bankOpenExceptionSchema,
  bankResolutionSchema,
  bankReturnInput,
  bankReturnSchema,
  demoStatementSchema,
  statementImportSchema,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { fileSchema } from '../../rest/file';
import { router } from '../../trpc/init';
import { operatorProcedure } from '../admin/procedure';
import { assignException, noteException, returnException } from './resolve';
import { listReturns, orderReturns, returnFile } from './returns';
import { demoStatement, exceptionCandidates, importStatementFile, listExceptions } from './service';

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
  exceptions: operatorProcedure
    .output(z.array(bankOpenExceptionSchema))
    .query(({ ctx }) => listExceptions(ctx)),
  candidates: operatorProcedure
    .input(bankReturnInput)
    .output(z.array(bankCandidateSchema))
    .query(({ ctx, input }) => exceptionCandidates(ctx, input)),
  assign: operatorProcedure
    .input(bankAssignInput)
    .output(bankResolutionSchema)
    .mutation(({ ctx, input }) => assignException(ctx, input)),
  returnToSender: operatorProcedure
    .input(bankReturnInput)
    .output(bankResolutionSchema)
    .mutation(({ ctx, input }) => returnException(ctx, input)),
  note: operatorProcedure
    .input(bankNoteInput)
    .output(bankResolutionSchema)
    .mutation(({ ctx, input }) => noteException(ctx, input)),
  returns: operatorProcedure.output(z.array(bankReturnSchema)).query(({ ctx }) => listReturns(ctx)),
  orderReturns: operatorProcedure.output(fileSchema).mutation(({ ctx }) => orderReturns(ctx)),
  returnFile: operatorProcedure
    .input(z.object({ messageId: z.string().max(35) }))
    .output(fileSchema)
    .query(({ ctx, input }) => returnFile(ctx, input)),
  demoStatement: operatorProcedure
    .input(z.object({ unknownCredit: z.boolean().optional() }))
    .output(demoStatementSchema)
    .mutation(({ ctx, input }) => demoStatement(ctx, input)),
});
