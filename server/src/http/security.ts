/**
 * The security headers of every response (issue 2): set by the app's request hook and by the hot routes,
 * both from securityHeaders().
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
