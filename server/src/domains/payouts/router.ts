/** The operators' payout procedures (issue 34, decision 0067): due dates, a payment by hand, a default. */
import { dueDateIdInput, dueDateSchema, projectDefaultInput, projectDefaultSchema } from '@wurzelwerk/shared';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { operator } from '../admin/procedure';
import { declareDefault, listDueDates, recordPayment } from './admin';

export const adminPayoutsRouter = router({
  list: operator.read(z.array(dueDateSchema), listDueDates),
  record: operator.mutation(dueDateIdInput, dueDateSchema, (ctx, input) => recordPayment(ctx, input.id)),
  declareDefault: operator.mutation(projectDefaultInput, projectDefaultSchema, (ctx, input) =>
    declareDefault(ctx, input.assetTypeId, input.reason),
  ),
});
