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
import { operatorProcedure } from '../admin/procedure';
import { releaseFile } from './file';
import { closeFunding, createRelease, listReleasable, listReleases, releaseById } from './service';

export const adminReleasesRouter = router({
  projects: operatorProcedure
    .output(z.array(releasableProjectSchema))
    .query(({ ctx }) => listReleasable(ctx)),
  closeFunding: operatorProcedure
    .input(projectIdInput)
    .output(releasableProjectSchema)
    .mutation(({ ctx, input }) => closeFunding(ctx, input.assetTypeId)),
  create: operatorProcedure
    .input(projectIdInput)
    .output(releaseSchema)
    .mutation(({ ctx, input }) => createRelease(ctx, input.assetTypeId)),
  list: operatorProcedure.output(z.array(releaseSchema)).query(({ ctx }) => listReleases(ctx)),
  byId: operatorProcedure
    .input(releaseIdInput)
    .output(releaseSchema)
    .query(({ ctx, input }) => releaseById(ctx, input.id)),
  file: operatorProcedure
    .input(releaseIdInput)
    .output(releaseFileSchema)
    .query(({ ctx, input }) => releaseFile(ctx, input.id)),
});
