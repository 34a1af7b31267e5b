/**
 * Personal read-only API tokens (issue 34, decision 0069): created in the settings and shown once, listed
 * with their prefix and last use, revoked there. A token reads the portfolio, the wallet and its transactions.
 */
import { z } from 'zod';
import { messageId } from './messages';
import { lineField, textField } from './text';

export const API_TOKEN_NAME_MAX = 60;
/** Live (not revoked) tokens a user may hold at once. */
export const API_TOKENS_MAX = 10;

export const apiTokenCreateInput = z.object({
  name: lineField({ error: messageId('apiToken.nameRequired') })
    .trim()
    .min(1, messageId('apiToken.nameRequired'))
    .max(API_TOKEN_NAME_MAX, messageId('apiToken.nameTooLong')),
  /** The password, when the session's sign-in is older than 15 minutes (decision 0048). */
  password: textField().max(1000).optional(),
});

export const apiTokenIdInput = z.object({ id: z.number().int().positive() });

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token (`ww_` and six more), to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** A new token: the only time its whole text is shown. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
