import { createCallerFactory, router } from '../trpc/init';
import { accountRouter } from './account';
import { assetsRouter } from './assets';
import { authRouter } from './auth';
import { dashboardRouter } from './dashboard';
import { farmRouter } from './farm';
import { investmentsRouter } from './investments';
import { livestreamsRouter } from './livestreams';
import { newsRouter } from './news';
import { ordersRouter } from './orders';
import { shopRouter } from './shop';

export const appRouter = router({
  account: accountRouter,
  assets: assetsRouter,
  auth: authRouter,
  dashboard: dashboardRouter,
  farm: farmRouter,
  investments: investmentsRouter,
  livestreams: livestreamsRouter,
  news: newsRouter,
  orders: ordersRouter,
  shop: shopRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
