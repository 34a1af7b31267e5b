/** The portfolio's procedure (issue 34, decision 0068): the signed-in user's own. */
import { portfolioSchema } from '@wurzelwerk/shared';
import { router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { getPortfolio } from './read';

export const portfolioRouter = router({
  get: signedIn.read(portfolioSchema, getPortfolio),
});
