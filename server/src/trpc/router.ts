import { accountRouter } from '../domains/account/router';
import { adminRouter } from '../domains/admin/router';
import { apiTokensRouter } from '../domains/apiTokens/router';
import { assetsRouter } from '../domains/assets/router';
import { authRouter } from '../domains/auth/router';
import { complaintsRouter } from '../domains/complaints/router';
import { dashboardRouter } from '../domains/dashboard/router';
import { exportsRouter } from '../domains/exports/router';
import { farmRouter } from '../domains/farm/router';
import { investmentsRouter } from '../domains/investments/router';
import { livestreamsRouter } from '../domains/livestreams/router';
import { newsRouter } from '../domains/news/router';
import { notificationsRouter } from '../domains/notifications/router';
import { ordersRouter } from '../domains/orders/router';
import { portfolioRouter } from '../domains/portfolio/router';
import { protectionRouter } from '../domains/protection/router';
import { pushRouter } from '../domains/push/router';
import { shopRouter } from '../domains/shop/router';
import { statementsRouter } from '../domains/statements/router';
import { statisticsRouter } from '../domains/statistics/router';
import { usersRouter } from '../domains/users/router';
import { walletRouter } from '../domains/wallet/router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  apiTokens: apiTokensRouter,
  assets: assetsRouter,
  auth: authRouter,
  complaints: complaintsRouter,
  dashboard: dashboardRouter,
  exports: exportsRouter,
  farm: farmRouter,
  investments: investmentsRouter,
  livestreams: livestreamsRouter,
  news: newsRouter,
  notifications: notificationsRouter,
  push: pushRouter,
  orders: ordersRouter,
  shop: shopRouter,
  users: usersRouter,
  portfolio: portfolioRouter,
  protection: protectionRouter,
  wallet: walletRouter,
  statements: statementsRouter,
  statistics: statisticsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

declare module '../rest/operation' {
  /** The REST operations call procedures through this router's caller. */
  interface Register {
    caller: ReturnType<typeof createCaller>;
  }
}
