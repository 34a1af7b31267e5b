/** The portfolio's procedure (issue 34, decision 0068): the signed-in user's own. */
import { portfolioSchema } from '@wurzelwerk/shared';
import { protectedProcedure, router } from '../../trpc/init';
import { getPortfolio } from './read';

export const portfolioRouter = router({
  get: protectedProcedure.output(portfolioSchema).query(({ ctx }) => getPortfolio(ctx)),
});
