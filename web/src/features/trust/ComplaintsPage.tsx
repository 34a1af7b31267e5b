/** /beschwerden (issue 35, decision 0075): the procedure with its deadlines, the form and a ticket's status. */
import { COMPLAINT_ANSWER_BUSINESS_DAYS } from '@wurzelwerk/shared';
import { ComplaintForm } from './ComplaintForm';
import { StatusLookup } from './StatusLookup';
import { MessageList, Section, TrustPage } from './TrustPage';

const STEPS = [
  'complaints.procedure.how',
  'complaints.procedure.receipt',
  'complaints.procedure.answer',
  'complaints.procedure.status',
  'complaints.procedure.further',
] as const;

export default function ComplaintsPage() {
  return (
    <TrustPage
      page="page.complaints"
      description="meta.complaints"
      title="complaints.title"
      intro="complaints.intro"
    >
      <Section id="complaints-procedure" title="complaints.procedure.title">
        <MessageList items={STEPS} ordered values={{ days: COMPLAINT_ANSWER_BUSINESS_DAYS }} />
      </Section>
      <Section id="complaint-form" title="complaints.form.title">
        <ComplaintForm kind="complaint" submit="complaints.form.submit" />
      </Section>
      <Section id="complaints-status" title="complaints.status.title">
        <StatusLookup />
      </Section>
    </TrustPage>
  );
}
