/**
 * The `token` of a mailed link's address (/reset-password, /verify-email, /export; issue 31): read once,
 * then taken out of the address bar (history.replaceState), so that it stays out of the history, a
 * bookmark, a shared screen and the Referer of a later page. The tab keeps it in sessionStorage for the
 * page's own path, so a page shown again (the signed-in route set after the session check, a sign-in on
 * the way) still has it; `forgetLinkToken` drops it once it is used.
 */
import { useEffect, useState } from 'react';

const storageKey = (pathname: string) => `wurzelwerk.linkToken:${pathname}`;

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage turned off in the browser: the token lives only as long as the page.
    return null;
  }
}

/** The token of the address (stored for this tab), else the one this tab stored for the path, else ''. */
export function readLinkToken(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = tabStorage(),
): string {
  const fromAddress = new URLSearchParams(location.search).get('token');
  if (fromAddress) {
    storage?.setItem(storageKey(location.pathname), fromAddress);
    return fromAddress;
  }
  return storage?.getItem(storageKey(location.pathname)) ?? '';
}

/** The address without its `token` parameter (path, other parameters and hash kept); null when it has none. */
export function withoutToken(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('token')) return null;
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The link's token for this page; the address bar loses it once the page has read it. */
export function useLinkToken(): string {
  const [token] = useState(() => readLinkToken());
  useEffect(() => {
    const address = withoutToken(window.location.href);
    if (address !== null) window.history.replaceState(window.history.state, '', address);
  }, []);
  return token;
}

/** Forgets the token this tab keeps for `pathname` (it has been used). */
export function forgetLinkToken(pathname: string): void {
  tabStorage()?.removeItem(storageKey(pathname));
}
