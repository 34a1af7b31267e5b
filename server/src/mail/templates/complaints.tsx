/**
 * The mails of a complaint or accessibility feedback (issue 35, decision 0075): the confirmation of receipt
 * with the ticket number and the day the answer is due, and the operators' answer.
 */
import { z } from 'zod';
import { Action, Facts, Notice, Paragraph } from './layout';
import { field, MAIL_LINKS, template } from './template';

const common = {
  name: field.name,
  ticket: z.string(),
  kind: z.enum(['complaint', 'accessibility']),
  subject: z.string(),
};

/** The kind's word in the subject line and the facts: "Beschwerde" or "Rückmeldung zur Barrierefreiheit". */
const kindKey = (kind: 'complaint' | 'accessibility') =>
  kind === 'complaint' ? 'complaint.kindComplaint' : 'complaint.kindAccessibility';

export const COMPLAINT_MAILS = {
  complaintReceived: template({
    payload: z.object({ ...common, answerDueOn: z.string() }),
    subject: (t, p) =>
      t.text('complaintReceived.subject', { kind: t.text(kindKey(p.kind)), ticket: p.ticket }),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('complaintReceived.intro', { kind: t.text(kindKey(p.kind)) })}</Paragraph>
        <Facts
          rows={[
            [t.text('complaint.ticket'), p.ticket],
            [t.text('complaint.subjectLabel'), p.subject],
            [t.text('complaintReceived.due'), t.date(p.answerDueOn)],
          ]}
        />
        <Paragraph>{t.text('complaintReceived.next')}</Paragraph>
        <Action t={t} href={link(MAIL_LINKS.complaints)} label={t.text('complaint.button')} />
      </>
    ),
  }),
  complaintAnswered: template({
    payload: z.object({ ...common, answer: z.string() }),
    subject: (t, p) => t.text('complaintAnswered.subject', { ticket: p.ticket }),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('complaintAnswered.intro', { kind: t.text(kindKey(p.kind)) })}</Paragraph>
        <Facts
          rows={[
            [t.text('complaint.ticket'), p.ticket],
            [t.text('complaint.subjectLabel'), p.subject],
          ]}
        />
        <Notice title={t.text('complaintAnswered.answerTitle')}>
          {p.answer.split(/\n{2,}/).map((part) => (
            <Paragraph key={part}>{part}</Paragraph>
          ))}
        </Notice>
        <Paragraph>{t.text('complaintAnswered.further')}</Paragraph>
        <Action t={t} href={link(MAIL_LINKS.complaints)} label={t.text('complaint.button')} />
      </>
    ),
  }),
};
