/** One documented /api operation: the OpenAPI document (openapi.ts) is generated from a list of these. */
import type { z } from 'zod';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Operation {
  method: Method;
  /** OpenAPI path, with {params}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  signedIn?: boolean;
  pathParams?: Record<string, { schema: z.ZodType; description: string }>;
  query?: Record<string, { schema: z.ZodType; description: string }>;
  headers?: Record<string, { schema: z.ZodType; description: string }>;
  body?: z.ZodType;
  status: number;
  response: z.ZodType;
  /** Error statuses this operation answers besides the common ones (400 for bodies, 401, 403, 503). */
  errors?: number[];
}
