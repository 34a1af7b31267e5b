/**
 * /api/admin/releases and the funding close (issue 33, decision 0059): operators only (others 403, signed
 * out 401).
 */
import { z } from 'zod';
import { paymentFileOperation } from '../../rest/file';
import { idParam, operations } from '../../rest/operation';
import { admin } from '../admin/rest.catalog';
import { adminRouter } from '../admin/router';

const projectId = { id: { schema: z.number().int(), description: 'The project (asset type) id' } };
const releaseId = { id: { schema: z.string(), description: 'The release id' } };

export const releaseOperations = operations('Admin', [
  admin({
    method: 'get',
    path: '/api/admin/releases/projects',
    operationId: 'adminReleasableProjects',
    summary: 'Every project with its funding state and its money by state',
    description:
      'Funding state (open, targetReached, deadlinePassed — both closable — or closed), the issuer (and whether it has an IBAN), and sums in cents with counts: committed (awaiting and paid), awaiting, releasable (paid, withdrawal period over, not released), inWithdrawalPeriod, released.',
    procedure: adminRouter.releases.projects,
    status: 200,
  }),
  admin({
    method: 'post',
    path: '/api/admin/releases/projects/{id}/close',
    operationId: 'adminCloseFunding',
    summary: 'Close a project’s funding',
    description:
      'Allowed when the target is reached (awaiting and paid investments) or the deadline has passed, else 409. From then on the project takes no new investments (409 to investors); investments awaiting their payment may still be paid until their deadline. Closing a closed project changes nothing. Audited.',
    pathParams: projectId,
    procedure: adminRouter.releases.closeFunding,
    status: 200,
    errors: [404, 409],
    call: (api, r) => api.admin.releases.closeFunding({ assetTypeId: idParam(r.param('id')) }),
  }),
  admin({
    method: 'post',
    path: '/api/admin/releases/projects/{id}/release',
    operationId: 'adminCreateRelease',
    summary: 'Release a closed project’s paid investments to its issuer',
    description:
      'Takes every paid investment of the project whose 14-day withdrawal period is over and that no release took yet: one ledger transfer (issuer payable → outgoing) and one release record with the EndToEndId of its SEPA transfer. Parallel requests make one release. 409 when the funding is open, the issuer has no IBAN, or nothing is releasable. Audited.',
    pathParams: projectId,
    procedure: adminRouter.releases.create,
    status: 201,
    errors: [404, 409],
    call: (api, r) => api.admin.releases.create({ assetTypeId: idParam(r.param('id')) }),
  }),
  admin({
    method: 'get',
    path: '/api/admin/releases',
    operationId: 'adminListReleases',
    summary: 'The releases, newest first',
    description:
      'Each with project, issuer, amount in cents, number of investments, EndToEndId and state: ordered (the file may be uploaded to the bank) or booked (a statement showed the debit).',
    procedure: adminRouter.releases.list,
    status: 200,
  }),
  admin(
    paymentFileOperation({
      method: 'get',
      path: '/api/admin/releases/{id}/pain001',
      operationId: 'adminReleaseFile',
      summary: 'A release’s SEPA credit transfer file (pain.001.001.09)',
      description:
        'The XML file to upload to the escrow account’s bank (Content-Disposition: attachment): from the escrow account to the issuer’s IBAN, with the release’s EndToEndId. The same release always gives the same message id. Unknown id → 404.',
      pathParams: releaseId,
      procedure: adminRouter.releases.file,
      errors: [404, 409],
      call: (api, r) => api.admin.releases.file({ id: r.param('id') }),
    }),
  ),
]);
