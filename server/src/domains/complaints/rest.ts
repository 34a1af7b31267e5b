/** /api/complaints and the console's queue (issue 35, decision 0075). */
import { z } from 'zod';
import { operations } from '../../rest/operation';
import { admin } from '../admin/rest.catalog';
import { adminRouter } from '../admin/router';
import { complaintsRouter } from './router';

export const complaintOperations = operations('Complaints', [
  {
    method: 'post',
    path: '/api/complaints',
    operationId: 'submitComplaint',
    summary: 'File a complaint or accessibility feedback',
    description:
      '`kind` is `complaint` (default) or `accessibility`; `subject` (1–150 characters) and `message` (10–5,000). Signed in, the account’s name and address are used; signed out, `name` and `email` are needed (400 at the missing one). Answers the ticket number (`B-XXXX-XXXX`) and the day the answer is due (15 business days), and mails a confirmation of receipt. Throttled per sender and client address → 429.',
    body: 'input',
    procedure: complaintsRouter.submit,
    status: 201,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/complaints/status',
    operationId: 'getComplaintStatus',
    summary: 'The status of a ticket, with the address it was sent from',
    description:
      '`{ "ticket", "email" }`. Answers the complaint, its status (`received`, `answered`), the due day and the answer. A ticket and address that do not belong together → 404 (which half is wrong is not said); wrong pairs count against the client address like wrong link tokens → 429.',
    body: 'input',
    procedure: complaintsRouter.status,
    status: 200,
    errors: [404, 429],
  },
  admin({
    method: 'get',
    path: '/api/admin/complaints',
    operationId: 'adminListComplaints',
    summary: 'The complaints queue',
    description:
      'Every complaint and accessibility feedback: unanswered first, by the day the answer is due; `overdue` when unanswered past that day (Berlin).',
    procedure: adminRouter.complaints.list,
    status: 200,
  }),
  admin({
    method: 'post',
    path: '/api/admin/complaints/{id}/answer',
    operationId: 'adminAnswerComplaint',
    summary: 'Answer a complaint',
    description:
      '`{ "answer" }` (1–5,000 characters). Stores the answer, closes the ticket, mails the answer to the sender in their language. Answered before → 409. Audited (`complaint.answer`).',
    pathParams: { id: { schema: z.string(), description: 'The complaint’s id' } },
    body: z.object({ answer: z.string() }),
    procedure: adminRouter.complaints.answer,
    status: 200,
    errors: [400, 404, 409],
    call: async (api, r) => api.admin.complaints.answer(await r.body({ id: r.param('id') })),
  }),
]);
