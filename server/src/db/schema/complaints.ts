/**
 * Complaints and accessibility feedback (issue 35, decision 0075): one queue for the operators. A ticket
 * number (`B-XXXX-XXXX`, 40 random bits) with the sender's e-mail address opens its status; the answer is
 * due `answer_due_on` (15 business days after receipt). Kept when the account goes (a record of the
 * provider's complaints handling): the user id becomes null, the address given stays.
 */
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { retainedOwnerId } from './users';

export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticket: text('ticket').notNull(),
    /** `complaint` (Beschwerde) or `accessibility` (feedback on the accessibility statement). */
    kind: text('kind', { enum: ['complaint', 'accessibility'] }).notNull(),
    userId: retainedOwnerId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The language of the mails about it: the sender's saved one, else the form's. */
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** `received` → `answered` (an answer closes the ticket; a new matter is a new complaint). */
    status: text('status', { enum: ['received', 'answered'] })
      .notNull()
      .default('received'),
    /** YYYY-MM-DD in Berlin: receipt plus 15 business days (Monday to Friday). */
    answerDueOn: date('answer_due_on').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('complaints_ticket_idx').on(t.ticket),
    index('complaints_status_due_idx').on(t.status, t.answerDueOn),
    index('complaints_user_idx').on(t.userId),
  ],
);
