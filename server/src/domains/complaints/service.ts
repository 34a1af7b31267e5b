/**
 * Complaints and accessibility feedback (issue 35, decision 0075): the form and the status view. The
 * complaint, its confirmation mail and nothing else are written in one transaction; the answer is due 15
 * business days after receipt. Signed out, the sender gives a name and an address; the form is throttled
 * like the other forms that send a mail (per address given and per client address).
 */
import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import {
  addBusinessDays,
  COMPLAINT_ANSWER_BUSINESS_DAYS,
  type ComplaintReceipt,
  type ComplaintStatusView,
  type complaintInput,
  type complaintLookupInput,
  messageText,
} from '@wurzelwerk/shared';
import { and, eq } from 'drizzle-orm';
import { ZodRealError, type z } from 'zod';
import { berlinToday } from '../../calendar';
import { complaints } from '../../db/schema';
import { tooManyRequests, uniqueViolation } from '../../errors';
import { enqueueMail, wakeAfterCommit } from '../../mail/outbox';
import type { Context } from '../../trpc/context';
import { checkLinkToken } from '../auth/secretCheck';

/** Crockford's base 32: no I, L, O, U — nothing to misread when typed from a mail. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new ticket number: `B-XXXX-XXXX`, 40 random bits. */
export function newTicket(): string {
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
  return `B-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

/** A missing field of the signed-out form: 400 at that field, in the reader's language. */
function missing(
  ctx: Context,
  field: 'name' | 'email',
  code: 'complaint.nameMissing' | 'complaint.emailMissing',
) {
  const message = messageText(ctx.locale, code);
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: new ZodRealError([{ code: 'custom', path: [field], message, input: undefined }]),
  });
}

export async function submitComplaint(
  ctx: Context,
  input: z.output<typeof complaintInput>,
): Promise<ComplaintReceipt> {
  const user = ctx.user;
  const name = user ? `${user.firstName} ${user.lastName}` : input.name;
  const email = (user ? user.email : input.email)?.toLowerCase();
  if (!name) throw missing(ctx, 'name', 'complaint.nameMissing');
  if (!email) throw missing(ctx, 'email', 'complaint.emailMissing');
  const wait = await ctx.services.throttle.linkRequest(`complaint\n${user?.id ?? email}`, ctx.clientIp);
  if (wait > 0) throw tooManyRequests(messageText(ctx.locale, 'complaint.tooMany'), wait);
  const language = user ? ((await ctx.services.languages.of(user.id)) ?? ctx.locale) : ctx.locale;
  const answerDueOn = addBusinessDays(berlinToday(), COMPLAINT_ANSWER_BUSINESS_DAYS);
  // 40 random bits: a clash is rare enough that one more draw settles it.
  for (let attempt = 0; ; attempt++) {
    const ticket = newTicket();
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.insert(complaints).values({
          ticket,
          kind: input.kind,
          userId: user?.id ?? null,
          email,
          name,
          language,
          subject: input.subject,
          message: input.message,
          answerDueOn,
        });
        await enqueueMail(tx, {
          to: email,
          template: 'complaintReceived',
          language,
          payload: { name, ticket, kind: input.kind, subject: input.subject, answerDueOn },
        });
      });
      wakeAfterCommit();
      return { ticket, answerDueOn };
    } catch (error) {
      if (!uniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/** What the status view shows of a complaint row. */
export const statusOf = (row: typeof complaints.$inferSelect): ComplaintStatusView => ({
  ticket: row.ticket,
  kind: row.kind,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt,
  answerDueOn: row.answerDueOn,
  answer: row.answer,
  answeredAt: row.answeredAt,
});

/**
 * The status of a ticket with the address it came from. A wrong pair counts against the client address
 * like a wrong link token (the ticket is a short secret); 404 says nothing about which half was wrong.
 */
export async function complaintStatus(
  ctx: Context,
  input: z.output<typeof complaintLookupInput>,
): Promise<ComplaintStatusView> {
  const found = await checkLinkToken(ctx, async () => {
    const [row] = await ctx.db
      .select()
      .from(complaints)
      .where(and(eq(complaints.ticket, input.ticket), eq(complaints.email, input.email)));
    return row ?? false;
  });
  if (!found)
    throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'complaint.notFound') });
  return statusOf(found);
}
