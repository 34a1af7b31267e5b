/**
 * Fetch helper for the REST API under /api (product §7, §8): same-origin cookies, a JSON body only when
 * there is a payload, and one error format for every non-OK response.
 */

export interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; omitted entirely when undefined. */
  body?: unknown;
  signal?: AbortSignal;
}

/** A non-OK response. `message` is "<status>: <body text or status text>" (product §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The `message` field of a JSON error body (docs/design.md §4), for toasts and alerts. */
  readonly serverMessage: string | undefined;
  /** The `code` field of a JSON error body: 'FORBIDDEN', 'REAUTH_REQUIRED', … */
  readonly code: string | undefined;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.serverMessage = readField(bodyText, 'message');
    this.code = readField(bodyText, 'code');
  }
}

function readField(bodyText: string, field: 'message' | 'code'): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && field in body) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string') return value;
    }
  } catch {
    // Not JSON: the status line in `message` is all there is.
  }
  return undefined;
}

/**
 * The language chosen in the app (mirrored to <html lang>), sent as Accept-Language with every API call so
 * that the server's messages and content come in it (German when none is set).
 */
export function pageLanguage(): 'de' | 'en' {
  return globalThis.document?.documentElement.lang === 'en' ? 'en' : 'de';
}

/** Calls `path` and resolves with the parsed JSON body (undefined when the body is empty). */
export async function apiFetch(path: string, init: ApiRequestInit = {}): Promise<unknown> {
  const hasBody = init.body !== undefined;
  const language = { 'Accept-Language': pageLanguage() };
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: hasBody ? { ...language, 'Content-Type': 'application/json' } : language,
    body: hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return text ? JSON.parse(text) : undefined;
}
