/** /beschwerden (issue 35, decision 0075): the procedure with its deadlines, the form and a ticket's status. */
import { List, Text } from '@mantine/core';
import { COMPLAINT_ANSWER_BUSINESS_DAYS } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { ComplaintForm } from './ComplaintForm';
import { StatusLookup } from './StatusLookup';
import { Section, TrustPage } from './TrustPage';

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
      intro={
        <Text>
          <FormattedMessage id="complaints.intro" />
        </Text>
      }
    >
      <Section id="complaints-procedure" title="complaints.procedure.title">
        <List type="ordered" spacing="xs">
          {STEPS.map((step) => (
            <List.Item key={step}>
              <FormattedMessage id={step} values={{ days: COMPLAINT_ANSWER_BUSINESS_DAYS }} />
            </List.Item>
          ))}
        </List>
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
