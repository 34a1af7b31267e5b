/** The operators' release procedures (issue 33, decision 0059): funding close, releases and their files. */
import {
  projectIdInput,
  releasableProjectSchema,
  releaseFileSchema,
  releaseIdInput,
  releaseSchema,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { operator } from '../admin/procedure';
import { releaseFile } from './file';
import { closeFunding, createRelease, listReleasable, listReleases, releaseById } from './service';

export const adminReleasesRouter = router({
  projects: operator.read(z.array(releasableProjectSchema), listReleasable),
  closeFunding: operator.mutation(projectIdInput, releasableProjectSchema, (ctx, input) =>
    closeFunding(ctx, input.assetTypeId),
  ),
  create: operator.mutation(projectIdInput, releaseSchema, (ctx, input) =>
    createRelease(ctx, input.assetTypeId),
  ),
  list: operator.read(z.array(releaseSchema), listReleases),
  byId: operator.query(releaseIdInput, releaseSchema, (ctx, input) => releaseById(ctx, input.id)),
  file: operator.query(releaseIdInput, releaseFileSchema, (ctx, input) => releaseFile(ctx, input.id)),
});
