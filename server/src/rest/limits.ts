/** The request body limits of /api and /trpc, read by the adapters and by the operator's image upload. */

/** The largest request body /api and /trpc accept (docs/design.md §4): more is 413 with the JSON error body. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Bun's own cap on a request body (`maxRequestBodySize` of the listening server), a last resort well
 * above MAX_BODY_BYTES: the app enforces 1 MB itself, with a declared length or a chunked body, so
 * that the 413 carries the security headers and the JSON body. Only a declared length over this cap is
 * refused by Bun before the app sees it (an empty 413).
 */
export const SERVER_MAX_BODY_BYTES = 16 * 1024 * 1024;
