/**
 * /robots.txt and /sitemap.xml for search engines (issue 16), made from the shared lists of public and
 * signed-in pages (packages/shared/src/publicRoutes.ts). Both need the site's absolute address: PUBLIC_URL
 * (required in production), else — in development — the request's own origin, but only a loopback one and
 * in a reply no cache keeps, so that a forged Host header can never put another site into the files, nor
 * into a shared cache's copy of them.
 */
import { MAIL_LINK_ROUTES, PROFILE_ROUTE_PREFIX, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import { acceptedEncoding, encodedReply, varyOnEncoding } from '../rest/compression';
import { SHORT_LIVED } from './static';

/** http(s), a loopback host (localhost, *.localhost, 127.0.0.0/8, [::1]) and a port. */
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/;

/** The origin the absolute links use, and whether a reply that holds it may be cached. */
export interface SiteOrigin {
  origin: string;
  /** False when the origin came from the request: the reply depends on its Host and is never stored. */
  cacheable: boolean;
}

/**
 * The configured public origin; without one (development only: production requires PUBLIC_URL), the
 * request's own when it is a loopback address — a foreign Host is never reflected (issue 31). Null when
 * there is neither.
 */
export function siteOrigin(publicUrl: string | undefined, requestOrigin: string | null): SiteOrigin | null {
  if (publicUrl) return { origin: publicUrl, cacheable: true };
  return requestOrigin !== null && LOOPBACK_ORIGIN.test(requestOrigin)
    ? { origin: requestOrigin, cacheable: false }
    : null;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/**
 * Crawlers may read the public pages, not the signed-in pages (a signed-out visitor only sees the landing
 * page there), the pages of links in mails (without their token only an error), the public profiles of people, the API or tRPC. Rules match by prefix, so `Allow: /shopdemo` must keep the demo open beside
 * `Disallow: /shop`: it does both where the longest rule wins (RFC 9309) and where the first matching one
 * does (older crawlers), as the Allow rules come first. The home page is `/$` (RFC 9309's end anchor): a
 * plain `Allow: /` would match every path first.
 */
export function robotsTxt(origin: string | null): string {
  const lines = [
    'User-agent: *',
    ...PUBLIC_ROUTES.map((path) => `Allow: ${path === '/' ? '/$' : path}`),
    ...[...SIGNED_IN_ROUTES, ...MAIL_LINK_ROUTES, PROFILE_ROUTE_PREFIX].map((path) => `Disallow: ${path}`),
    'Disallow: /api',
    'Disallow: /trpc',
  ];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** The public pages as absolute URLs (sitemaps.org protocol 0.9). */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_ROUTES.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const encoder = new TextEncoder();

function textReply(request: Request, text: string, contentType: string, cacheable = true): Response {
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': cacheable ? SHORT_LIVED : 'no-store',
  });
  varyOnEncoding(headers);
  return encodedReply(encoder.encode(text), acceptedEncoding(request), { headers });
}

/** The two routes; `origin` gives a request's site origin (siteOrigin). */
export function crawlerRoutes(origin: (request: Request) => SiteOrigin | null) {
  return new Elysia()
    .get('/robots.txt', ({ request }) => {
      const site = origin(request);
      // Without a site origin the file names no sitemap and is the same for every Host: cacheable.
      return textReply(
        request,
        robotsTxt(site?.origin ?? null),
        'text/plain; charset=utf-8',
        site?.cacheable ?? true,
      );
    })
    .get('/sitemap.xml', ({ request }) => {
      const site = origin(request);
      if (!site) {
        return new Response('No usable host: set PUBLIC_URL.', {
          status: 400,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        });
      }
      return textReply(request, sitemapXml(site.origin), 'application/xml; charset=utf-8', site.cacheable);
    });
}
