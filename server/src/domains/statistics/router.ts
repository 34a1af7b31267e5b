/** The public payment statistics (issue 35, decision 0075). */
import { paymentStatisticsSchema } from '@wurzelwerk/shared';
import { router } from '../../trpc/init';
import { anyone } from '../../trpc/procedures';
import { paymentStatistics } from './service';

export const statisticsRouter = router({
  payments: anyone.read(paymentStatisticsSchema, paymentStatistics),
});
