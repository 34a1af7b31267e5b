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
import { operator } from '../admin/procedure';
import { assignException, noteException, returnException } from './resolve';
import { listReturns, orderReturns, returnFile } from './returns';
import { demoStatement, exceptionCandidates, importStatementFile, listExceptions } from './service';

/** A camt.053 file's text: at most the API's body limit (1 MB). */
export const statementInput = z.object({
  xml: z.string().max(1024 * 1024),
  preview: z.boolean().optional(),
});

export const adminBankRouter = router({
  importStatement: operator.mutation(statementInput, statementImportSchema, importStatementFile),
  exceptions: operator.read(z.array(bankOpenExceptionSchema), listExceptions),
  candidates: operator.query(bankReturnInput, z.array(bankCandidateSchema), exceptionCandidates),
  assign: operator.mutation(bankAssignInput, bankResolutionSchema, assignException),
  returnToSender: operator.mutation(bankReturnInput, bankResolutionSchema, returnException),
  note: operator.mutation(bankNoteInput, bankResolutionSchema, noteException),
  returns: operator.read(z.array(bankReturnSchema), listReturns),
  orderReturns: operator.act(fileSchema, orderReturns),
  returnFile: operator.query(z.object({ messageId: z.string().max(35) }), fileSchema, returnFile),
  demoStatement: operator.mutation(
    z.object({ unknownCredit: z.boolean().optional() }),
    demoStatementSchema,
    demoStatement,
  ),
});
