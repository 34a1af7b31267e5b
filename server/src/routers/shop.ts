import { router } from '../trpc/init';

export const shopRouter = router({});
