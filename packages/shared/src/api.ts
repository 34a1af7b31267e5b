/**
 * The most calls one tRPC batch may carry. The server refuses larger batches (400) and the web client's
 * batch link splits at this size, so the web never sends one the server refuses. Small on purpose: a batch
 * multiplies the work and the reply of one request.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
