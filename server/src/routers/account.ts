import { router } from '../trpc/init';

export const accountRouter = router({});
