/**
 * A cookie the server sets beside the session cookie (same lifetime and attributes, but readable by
 * scripts) and clears with it. It carries no secret: it only tells the web that a session check is worth
 * waiting for, so that a visitor who is not signed in sees the public pages at once. Apart from auth.ts,
 * whose schemas (zod) the web's first page must not load.
 */
export const SESSION_HINT_COOKIE = 'ww_session_hint';
