/** The public payment statistics (issue 35, decision 0075). */
import { paymentStatisticsSchema } from '@wurzelwerk/shared';
import { publicProcedure, router } from '../../trpc/init';
import { paymentStatistics } from './service';

export const statisticsRouter = router({
  payments: publicProcedure.output(paymentStatisticsSchema).query(({ ctx }) => paymentStatistics(ctx)),
});
