/** /api/admin operations of projects, images, news and streams (operators only: others 403, signed out 401). */
import { updateAssetTypeInput, updateNewsInput, updateStreamInput } from '@wurzelwerk/shared';
import { z } from 'zod';
import type { Caller } from '../../rest/operation';
import { idParam, type ProcedureOperation } from '../../rest/operation';
import { adminRouter } from './router';

const id = { id: { schema: z.number().int(), description: 'Id' } };
const publishBody = z.object({ published: z.boolean() });
/** What a create says about its slug (decision 0080). */
const SLUG = (title: string) =>
  `Without \`slug\`, one is derived from the ${title} (-2, -3, … when taken); a given slug that is taken → 409.`;
/** Operator-only operations: signed in, 403 for everyone else, with their own error statuses. */
export const admin = (operation: Omit<ProcedureOperation, 'signedIn'>): ProcedureOperation => ({
  ...operation,
  signedIn: true,
  errors: [403, ...(operation.errors ?? [])],
});
/**
 * A JSON write to one record: the path's {id} (a number, or text with `textId`) joins the body as the
 * procedure's input; an unknown id is 404.
 */
export const recordWrite = ({
  textId,
  call,
  ...operation
}: Omit<ProcedureOperation, 'signedIn' | 'status' | 'pathParams' | 'call'> & {
  textId?: boolean;
  call(api: Caller, input: never): Promise<unknown>;
}): ProcedureOperation =>
  admin({
    ...operation,
    pathParams: { id: { schema: textId ? z.string() : z.number().int(), description: 'Id' } },
    status: 200,
    errors: [404, ...(operation.errors ?? [])],
    call: async (api, r) => call(api, await r.body({ id: textId ? r.param('id') : idParam(r.param('id')) })),
  });

/** An edit of one record (PATCH): its update input but the id as the body; only the fields sent change. */
export const recordUpdate = ({
  update,
  ...operation
}: Pick<ProcedureOperation, 'path' | 'operationId' | 'summary' | 'procedure'> & {
  update: { omit(mask: { id: true }): z.ZodType };
  call(api: Caller, input: never): Promise<unknown>;
}): ProcedureOperation =>
  recordWrite({
    ...operation,
    method: 'patch',
    description: 'Only the fields sent change.',
    body: update.omit({ id: true }),
    errors: [409],
  });

const IMAGE =
  'The raw image as the body (Content-Type image/png, image/jpeg or image/webp): PNG, JPEG or WebP by its first bytes, ' +
  'at most 1 MB (413); anything else, SVG included, 415. Stored under a generated name; the file name is never used.';

export const adminCatalogOperations: ProcedureOperation[] = [
  admin({
    method: 'get',
    path: '/api/admin/asset-types',
    operationId: 'adminListAssetTypes',
    summary: 'Every project, unpublished ones too',
    description: 'With both languages, funding raised and state.',
    procedure: adminRouter.assets.list,
    status: 200,
  }),
  admin({
    method: 'post',
    path: '/api/admin/asset-types',
    operationId: 'adminCreateAssetType',
    summary: 'Create a project',
    description: `Published unless \`published: false\`. ${SLUG('German name')}`,
    body: 'input',
    procedure: adminRouter.assets.create,
    status: 201,
    errors: [409],
  }),
  recordUpdate({
    path: '/api/admin/asset-types/{id}',
    operationId: 'adminUpdateAssetType',
    summary: 'Edit a project',
    update: updateAssetTypeInput,
    procedure: adminRouter.assets.update,
    call: (api, input) => api.admin.assets.update(input),
  }),
  recordWrite({
    method: 'put',
    path: '/api/admin/asset-types/{id}/published',
    operationId: 'adminPublishAssetType',
    summary: 'Publish or unpublish a project',
    description:
      'Unpublished: not listed, not found by id publicly, new investments 409; existing ones stay.',
    body: publishBody,
    procedure: adminRouter.assets.publish,
    call: (api, input) => api.admin.assets.publish(input),
  }),
  admin({
    method: 'put',
    path: '/api/admin/asset-types/{id}/image',
    operationId: 'adminSetAssetTypeImage',
    rawBody: true,
    summary: 'Upload a project’s image',
    description: IMAGE,
    pathParams: id,
    procedure: adminRouter.media.assetTypeImage,
    status: 200,
    errors: [404, 413, 415],
    call: async (api, r) =>
      api.admin.media.assetTypeImage({ id: idParam(r.param('id')), data: await r.bytes() }),
  }),
  admin({
    method: 'post',
    path: '/api/admin/media',
    operationId: 'adminUploadImage',
    rawBody: true,
    summary: 'Upload an image (stream thumbnail, product)',
    description: `${IMAGE} Answers the path for \`thumbnailPath\` / \`imagePath\`.`,
    procedure: adminRouter.media.upload,
    status: 201,
    errors: [413, 415],
    call: async (api, r) => api.admin.media.upload({ data: await r.bytes() }),
  }),
  admin({
    method: 'get',
    path: '/api/admin/news',
    operationId: 'adminListNews',
    summary: 'Every news item, unpublished ones too',
    description: 'Both languages.',
    procedure: adminRouter.news.list,
    status: 200,
  }),
  admin({
    method: 'post',
    path: '/api/admin/news',
    operationId: 'adminCreateNews',
    summary: 'Write a news item',
    description: `Listed from \`publishedAt\` (now when left out) while published. ${SLUG('German title')}`,
    body: 'input',
    procedure: adminRouter.news.create,
    status: 201,
    errors: [409],
  }),
  recordUpdate({
    path: '/api/admin/news/{id}',
    operationId: 'adminUpdateNews',
    summary: 'Edit a news item',
    update: updateNewsInput,
    procedure: adminRouter.news.update,
    call: (api, input) => api.admin.news.update(input),
  }),
  recordWrite({
    method: 'put',
    path: '/api/admin/news/{id}/published',
    operationId: 'adminPublishNews',
    summary: 'Publish or unpublish a news item',
    description: 'Unpublished items are not listed.',
    body: publishBody,
    procedure: adminRouter.news.publish,
    call: (api, input) => api.admin.news.publish(input),
  }),
  admin({
    method: 'get',
    path: '/api/admin/livestreams',
    operationId: 'adminListStreams',
    summary: 'Every livestream, ended ones too',
    description: 'Newest start first.',
    procedure: adminRouter.streams.list,
    status: 200,
  }),
  admin({
    method: 'post',
    path: '/api/admin/livestreams',
    operationId: 'adminScheduleStream',
    summary: 'Schedule a livestream',
    description:
      'Live from startTime until endTime (3 h later when left out; an endTime not after startTime → 400); streamUrl: https (HLS .m3u8 or a video file) or /media/… (plain http → 400). ' +
      SLUG('German title'),
    body: 'input',
    procedure: adminRouter.streams.schedule,
    status: 201,
    errors: [409],
  }),
  recordUpdate({
    path: '/api/admin/livestreams/{id}',
    operationId: 'adminUpdateStream',
    summary: 'Edit or reschedule a livestream',
    update: updateStreamInput,
    procedure: adminRouter.streams.update,
    call: (api, input) => api.admin.streams.update(input),
  }),
  admin({
    method: 'post',
    path: '/api/admin/livestreams/{id}/end',
    operationId: 'adminEndStream',
    summary: 'End a livestream now',
    description: 'It is no longer listed.',
    pathParams: id,
    procedure: adminRouter.streams.end,
    status: 200,
    errors: [404],
    call: (api, r) => api.admin.streams.end({ id: idParam(r.param('id')) }),
  }),
  admin({
    method: 'delete',
    path: '/api/admin/livestreams/{id}',
    operationId: 'adminDeleteStream',
    summary: 'Delete a livestream',
    description: 'With its reminders.',
    pathParams: id,
    procedure: adminRouter.streams.delete,
    status: 200,
    errors: [404],
    call: (api, r) => api.admin.streams.delete({ id: idParam(r.param('id')) }),
  }),
];
