/** Complaints and accessibility feedback (issue 35, decision 0075): the form, the status and the console's queue. */
import {
  adminComplaintSchema,
  complaintAnswerInput,
  complaintInput,
  complaintLookupInput,
  complaintReceiptSchema,
  complaintStatusSchema,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { anyone } from '../../trpc/procedures';
import { operator } from '../admin/procedure';
import { answerComplaint, listComplaints } from './admin';
import { complaintStatus, submitComplaint } from './service';

export const complaintsRouter = router({
  submit: anyone.mutation(complaintInput, complaintReceiptSchema, submitComplaint),
  // A mutation: the lookup counts against the client's budget (a POST, never cached or prefetched).
  status: anyone.mutation(complaintLookupInput, complaintStatusSchema, complaintStatus),
});

export const adminComplaintsRouter = router({
  list: operator.read(z.array(adminComplaintSchema), listComplaints),
  answer: operator.mutation(complaintAnswerInput, adminComplaintSchema, answerComplaint),
});
