/**
 * The yearly statements of the signed-in investor (issue 34, decision 0070): which years can be downloaded
 * (from the calendar year of the wallet's first transaction to the year before this one, Europe/Berlin) and
 * the PDF of one of them.
 */
import { TRPCError } from '@trpc/server';
import { messageText, type StatementYears } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { berlinYear } from '../../calendar';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { pdfFileName } from '../../pdf/document';
import { yearlyStatementPdf } from '../../pdf/yearlyStatement';
import { pdfFile } from '../../rest/file';
import type { AuthedContext } from '../../trpc/init';
import { firstYearOf, yearlyStatementData } from './data';

/** The years with a statement for `userId` at `now`, newest first. */
export async function availableYears(db: Executor, userId: string, now = new Date()): Promise<number[]> {
  const first = await firstYearOf(db, userId);
  const years: number[] = [];
  if (first === null) return years;
  for (let year = berlinYear(now) - 1; year >= first; year--) years.push(year);
  return years;
}

export async function listStatements(ctx: AuthedContext): Promise<StatementYears> {
  return { years: await availableYears(ctx.db, ctx.user.id) };
}

export async function statementPdf(ctx: AuthedContext, input: { year: number }) {
  const { year } = input;
  const current = berlinYear(new Date());
  if (year >= current) {
    throw new TRPCError({
      code: 'CONFLICT',
      message: messageText(ctx.locale, 'statement.notYet', { year: String(year), next: String(year + 1) }),
    });
  }
  const first = await firstYearOf(ctx.db, ctx.user.id);
  if (first === null || year < first) {
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'statement.notFound') });
  }
  const [data, [user]] = await Promise.all([
    yearlyStatementData(ctx.db, ctx.user.id, year),
    ctx.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, ctx.user.id)),
  ]);
  const bytes = await yearlyStatementPdf(
    {
      ...data,
      investorName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
      createdAt: new Date(),
    },
    ctx.locale,
  );
  return pdfFile(
    pdfFileName(ctx.locale === 'en' ? 'annual-statement' : 'jahresuebersicht', String(year)),
    bytes,
  );
}
