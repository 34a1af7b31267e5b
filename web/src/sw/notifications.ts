/**
 * What the service worker makes of a push message and of a click on its notification (issue 37, decision
 * 0084): pure functions, so that the rules are tested without a browser (notifications.test.ts).
 *
 * The server's payload (the push sender, RFC 8291-encrypted) is JSON `{ title, body, url, tag? }`; `url` is
 * a path of this site, such as "/streams".
 */

export interface PushPayload {
  title: string;
  body: string;
  /** Where a click leads: a same-origin path. */
  url: string;
  /** Replaces an earlier notification with the same tag (one stream warning per stream, for example). */
  tag?: string;
}

/** The site's start page: where a click leads when the payload names no usable path. */
const FALLBACK_PATH = '/';

/**
 * The payload of a push message, or null when it is not one the server sends (a push without data, text
 * that is not JSON, a field missing): the worker then shows nothing rather than a wrong text.
 */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title === '' || typeof body !== 'string' || typeof url !== 'string') {
    return null;
  }
  return { title, body, url, ...(typeof tag === 'string' && tag !== '' ? { tag } : {}) };
}

/**
 * The absolute address a click opens: `path` on `origin` when it is a path of this site, else the start
 * page — a payload can never send the person to another site ("//evil.example", "https://…").
 */
export function targetUrl(path: string, origin: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return `${origin}${FALLBACK_PATH}`;
  const url = new URL(path, origin);
  return url.origin === origin ? url.href : `${origin}${FALLBACK_PATH}`;
}

/** What a click does: focus an open tab already showing the target, else steer an open tab there, else open one. */
export type ClickAction =
  | { kind: 'focus'; index: number }
  | { kind: 'navigate'; index: number; url: string }
  | { kind: 'open'; url: string };

/**
 * The choice for a click whose target is `target`, given the addresses of the site's open windows (in the
 * order the browser lists them): a tab at exactly the target (its path, search and hash) is focused; else
 * the first of the site's tabs, preferring a visible one, is navigated there; with none, a window opens.
 */
export function clickAction(
  target: string,
  windows: readonly { url: string; visible: boolean }[],
): ClickAction {
  const exact = windows.findIndex((window) => window.url === target);
  if (exact >= 0) return { kind: 'focus', index: exact };
  const visible = windows.findIndex((window) => window.visible);
  const index = visible >= 0 ? visible : windows.length > 0 ? 0 : -1;
  return index >= 0 ? { kind: 'navigate', index, url: target } : { kind: 'open', url: target };
}
