/** The yearly statements' procedures (issue 34, decision 0070): the signed-in investor's own. */
import { statementYearInput, statementYearsSchema } from '@wurzelwerk/shared';
import { fileSchema } from '../../rest/file';
import { router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { listStatements, statementPdf } from './service';

export const statementsRouter = router({
  /** The years with a statement, newest first. */
  list: signedIn.read(statementYearsSchema, listStatements),

  /** One year's statement as a PDF (base64 in the procedure; the /api operation answers the file). */
  pdf: signedIn.query(statementYearInput, fileSchema, statementPdf),
});
