/** The personal API tokens' procedures (issue 34, decision 0069). */
import {
  apiTokenCreatedSchema,
  apiTokenCreateInput,
  apiTokenIdInput,
  apiTokenSchema,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { createApiToken, listApiTokens, revokeApiToken } from './service';

export const apiTokensRouter = router({
  list: signedIn.read(z.array(apiTokenSchema), listApiTokens),
  create: signedIn.mutation(apiTokenCreateInput, apiTokenCreatedSchema, createApiToken),
  revoke: signedIn.mutation(apiTokenIdInput, apiTokenSchema, revokeApiToken),
});
