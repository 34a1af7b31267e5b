/** Investor protection's procedures (issue 35): the investor's own; the operators' in adminSophisticatedRouter. */
import {
  adminSophisticatedListInput,
  adminSophisticatedSchema,
  decideSophisticatedInput,
  knowledgeAttemptSchema,
  knowledgeTestInput,
  lossCheckInput,
  lossCheckSchema,
  protectionStatusSchema,
  sophisticatedApplicationInput,
  sophisticatedApplicationSchema,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { operator } from '../admin/procedure';
import { checkLoss, getProtectionStatus, takeKnowledgeTest } from './service';
import { applySophisticated, decideApplication, listApplications } from './sophisticated';

export const protectionRouter = router({
  /** The pass that counts, the latest loss check, the sophisticated status and the warning's threshold. */
  status: signedIn.read(protectionStatusSchema, getProtectionStatus),

  /** Grades and stores an attempt of the knowledge test. */
  takeKnowledgeTest: signedIn.mutation(knowledgeTestInput, knowledgeAttemptSchema, takeKnowledgeTest),

  /** Computes and stores a loss check. */
  checkLoss: signedIn.mutation(lossCheckInput, lossCheckSchema, checkLoss),

  /** Applies for the sophisticated investor's status. */
  applySophisticated: signedIn.mutation(
    sophisticatedApplicationInput,
    sophisticatedApplicationSchema,
    applySophisticated,
  ),
});

/** The operators' decisions on sophisticated investor applications (audited). */
export const adminSophisticatedRouter = router({
  list: operator.query(adminSophisticatedListInput, z.array(adminSophisticatedSchema), listApplications),
  decide: operator.mutation(decideSophisticatedInput, sophisticatedApplicationSchema, decideApplication),
});
