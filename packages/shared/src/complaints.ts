/**
 * Complaints and accessibility feedback (issue 35, decision 0075): the form, the ticket's status, the
 * operators' queue and their answer. One queue, two kinds.
 */
import { z } from 'zod';
import { emailField } from './auth';
import { messageId } from './messages';
import { lineField, textField } from './text';
import { VALIDATION_MESSAGES } from './validation';

export const COMPLAINT_KINDS = ['complaint', 'accessibility'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];
export const COMPLAINT_STATUSES = ['received', 'answered'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * The answer is due 15 business days after receipt (Monday to Friday; public holidays count as business
 * days here, which only makes the deadline earlier). Receipt is confirmed at once by mail.
 */
export const COMPLAINT_ANSWER_BUSINESS_DAYS = 15;
export const COMPLAINT_LIMITS = { subjectMax: 150, messageMax: 5000, answerMax: 5000, nameMax: 100 } as const;

/** The day `count` business days (Monday to Friday) after `day` (YYYY-MM-DD). */
export function addBusinessDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** A ticket number: `B-` and two groups of four characters of Crockford's base 32 (40 random bits). */
export const TICKET_PATTERN = /^B-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const ticketField = textField({ error: messageId('complaint.ticketInvalid') })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(TICKET_PATTERN, messageId('complaint.ticketInvalid')));

/**
 * The form. Signed in, the name and address come from the account (those sent are ignored); signed out,
 * both are needed (the server answers 400 at the missing field).
 */
export const complaintInput = z.object({
  kind: z.enum(COMPLAINT_KINDS).default('complaint'),
  name: lineField({ error: messageId('complaint.nameMissing') })
    .trim()
    .max(COMPLAINT_LIMITS.nameMax, VALIDATION_MESSAGES.tooLong)
    .optional(),
  email: emailField(VALIDATION_MESSAGES.emailInvalid, VALIDATION_MESSAGES.tooLong).optional(),
  subject: lineField({ error: messageId('complaint.subjectMissing') })
    .trim()
    .min(1, messageId('complaint.subjectMissing'))
    .max(COMPLAINT_LIMITS.subjectMax, VALIDATION_MESSAGES.tooLong),
  message: textField({ error: messageId('complaint.messageMissing') })
    .trim()
    .min(10, messageId('complaint.messageShort'))
    .max(COMPLAINT_LIMITS.messageMax, VALIDATION_MESSAGES.tooLong),
});
export type ComplaintInput = z.input<typeof complaintInput>;

export const complaintReceiptSchema = z.object({
  ticket: z.string(),
  /** YYYY-MM-DD: the answer is due by this day. */
  answerDueOn: z.string(),
});
export type ComplaintReceipt = z.infer<typeof complaintReceiptSchema>;

/** The status view: the ticket with the address it was sent from. */
export const complaintLookupInput = z.object({
  ticket: ticketField,
  email: emailField(VALIDATION_MESSAGES.emailInvalid, VALIDATION_MESSAGES.tooLong),
});

export const complaintStatusSchema = z.object({
  ticket: z.string(),
  kind: z.enum(COMPLAINT_KINDS),
  subject: z.string(),
  message: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: z.date(),
  answerDueOn: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.date().nullable(),
});
export type ComplaintStatusView = z.infer<typeof complaintStatusSchema>;

/** A complaint in the operators' queue. */
export const adminComplaintSchema = complaintStatusSchema.extend({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  language: z.enum(['de', 'en']),
  /** Whether the sender was signed in (their account still exists). */
  hasAccount: z.boolean(),
  answeredBy: z.string().nullable(),
  /** Unanswered past its due day (Berlin). */
  overdue: z.boolean(),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

export const complaintAnswerInput = z.object({
  id: z.uuid(messageId('http.notFound')),
  answer: textField({ error: messageId('complaint.answerMissing') })
    .trim()
    .min(1, messageId('complaint.answerMissing'))
    .max(COMPLAINT_LIMITS.answerMax, VALIDATION_MESSAGES.tooLong),
});
