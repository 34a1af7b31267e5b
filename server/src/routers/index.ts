import { createCallerFactory, router } from '../trpc/init';
import { assetsRouter } from './assets';
import { authRouter } from './auth';
import { dashboardRouter } from './dashboard';
import { investmentsRouter } from './investments';
import { livestreamsRouter } from './livestreams';
import { newsRouter } from './news';
import { ordersRouter } from './orders';

export const appRouter = router({
  assets: assetsRouter,
  auth: authRouter,
  dashboard: dashboardRouter,
  investments: investmentsRouter,
  livestreams: livestreamsRouter,
  news: newsRouter,
  orders: ordersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
