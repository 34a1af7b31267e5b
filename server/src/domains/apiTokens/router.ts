/** The personal API tokens' procedures (issue 34, decision 0069). */
import {
  apiTokenCreatedSchema,
  apiTokenCreateInput,
  apiTokenIdInput,
  apiTokenSchema,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { createApiToken, listApiTokens, revokeApiToken } from './service';

export const apiTokensRouter = router({
  list: protectedProcedure.output(z.array(apiTokenSchema)).query(({ ctx }) => listApiTokens(ctx)),
  create: signedIn.mutation(apiTokenCreateInput, apiTokenCreatedSchema, createApiToken),
  revoke: signedIn.mutation(apiTokenIdInput, apiTokenSchema, revokeApiToken),
});
