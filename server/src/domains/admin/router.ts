/** The operators' router (issue 20): every procedure behind operatorProcedure, every write audited. */

import { auditActorSchema, auditEntrySchema, auditFilterInput } from '@wurzelwerk/shared';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { adminBankRouter } from '../bank/router';
import { adminComplaintsRouter } from '../complaints/router';
import { adminPayoutsRouter } from '../payouts/router';
import { adminSophisticatedRouter } from '../protection/router';
import { adminReleasesRouter } from '../releases/router';
import { adminWithdrawalsRouter } from '../wallet/router';
import { adminAssetsRouter } from './assets';
import { auditOperators, listAudit } from './audit';
import { adminNewsRouter, adminStreamsRouter } from './content';
import { adminIssuersRouter } from './issuers';
import { adminOrdersRouter } from './orders';
import { operator, operatorProcedure } from './procedure';
import { adminProductsRouter } from './shop';
import { adminMediaRouter } from './upload';
import { adminUsersRouter } from './users';

export const adminRouter = router({
  assets: adminAssetsRouter,
  issuers: adminIssuersRouter,
  bank: adminBankRouter,
  releases: adminReleasesRouter,
  payouts: adminPayoutsRouter,
  media: adminMediaRouter,
  news: adminNewsRouter,
  streams: adminStreamsRouter,
  products: adminProductsRouter,
  orders: adminOrdersRouter,
  users: adminUsersRouter,
  withdrawals: adminWithdrawalsRouter,
  complaints: adminComplaintsRouter,
  sophisticated: adminSophisticatedRouter,
  /** Newest first, filtered by kind, person, day and words (decision 0079). */
  audit: operatorProcedure
    .input(auditFilterInput)
    .output(z.array(auditEntrySchema))
    .query(({ ctx, input }) => listAudit(ctx, input)),
  /** The operators who wrote to the audit log, for its filter. */
  auditOperators: operator.read(z.array(auditActorSchema), auditOperators),
});
