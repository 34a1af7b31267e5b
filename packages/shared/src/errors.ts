import { z } from 'zod';

/** The JSON body of every non-OK /api response (docs/design.md §4). */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Only on a 5xx: the id the server's log line of this failure carries too. */
  errorId: z
    .string()
    .optional()
    .meta({ description: 'Only on a 5xx: names the server log entry of this failure, for an operator.' }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The `code` of the 403 that asks for the password again (decision 0048): a sensitive action (data export,
 * e-mail change, turning two-factor off, account deletion) needs a sign-in or a password confirmation
 * younger than REAUTH_WINDOW_MS. The web then asks for the password (POST /api/auth/reauthenticate) and
 * tries again.
 */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';
/** How long a sign-in or password confirmation counts for sensitive actions: 15 minutes. */
export const REAUTH_WINDOW_MS = 15 * 60_000;
