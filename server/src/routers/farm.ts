import { router } from '../trpc/init';

export const farmRouter = router({});
