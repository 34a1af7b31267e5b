import { z } from 'zod';

/** The JSON body of every non-OK /api response (DESIGN.md §4). */
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
