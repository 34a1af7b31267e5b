/**
 * The request policy of security: the headers of every response (issue 2), set by the app's request hook and by
 * the hot routes from securityHeaders(), and the Origin check of non-GET requests (originMatches).
 */

/** The headers of every response, in development and production alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes its CSS variables into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Live streams (issue 20, decision 0035): operators point a stream at any https address — a video file
    // (media) or an HLS playlist, whose playlists and segments hls.js fetches and hands over as blob: media.
    "connect-src 'self' https:",
    "media-src 'self' blob: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Browsers that saw it reach the site over https only, for a year, subdomains included: no first request
 * in plain http for an attacker on the network to strip or redirect. Not preloaded: a place on the browsers'
 * preload list is hard to leave again.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The one answer to which headers a reply carries. HSTS only in production: in development it would make
 * the browser insist on https for localhost, for every app served there, for a year.
 */
export function securityHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze(
    production
      ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
      : { ...SECURITY_HEADERS },
  );
}

/**
 * The origin a browser on our page names in `Origin`: scheme, host and port. The host is the request's
 * own (Host header). The scheme is the request URL's — except behind a TLS-terminating proxy
 * (TRUST_PROXY), where the browser is on https but the proxy talks plain http to us: there the first
 * X-Forwarded-Proto entry (set by the proxy the client connected to) names it. Without TRUST_PROXY that
 * header is ignored, since any client can send it.
 */
export function ownOrigin(request: Request, url: URL, trustProxy: boolean): string | null {
  let scheme = url.protocol.slice(0, -1);
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded === 'http' || forwarded === 'https') scheme = forwarded;
  }
  try {
    return new URL(`${scheme}://${request.headers.get('host') ?? url.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Non-GET requests to /api and /trpc must come from our own origin (CSRF defence next to SameSite). The
 * header must be an origin exactly as browsers send it — scheme, host, port, nothing more: a value with a
 * path, query or trailing slash ("http://localhost:3000/x") is no browser's and is refused (issue 31).
 */
export function originMatches(request: Request, url: URL, trustProxy: boolean): boolean {
  const origin = request.headers.get('origin');
  if (!origin || !URL.canParse(origin) || /[/?#]/.test(origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, ''))) {
    return false;
  }
  const parsed = new URL(origin);
  if (parsed.username || parsed.password) return false;
  // Scheme and host in any case, a default port written out: the same origin, as browsers compare them.
  return parsed.origin === ownOrigin(request, url, trustProxy);
}
