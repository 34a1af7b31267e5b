/** The portfolio trackers' exports of the wallet (issue 34, decision 0069). */
import { walletCsvSchema } from '@wurzelwerk/shared';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { ghostfolioFile, portfolioPerformanceFile } from './formats';

export const exportsRouter = router({
  portfolioPerformance: signedIn.query(z.void(), walletCsvSchema, portfolioPerformanceFile),
  ghostfolio: signedIn.query(z.void(), z.object({ fileName: z.string(), json: z.string() }), ghostfolioFile),
});
