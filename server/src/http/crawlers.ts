/**
 * /robots.txt and /sitemap.xml for search engines (issue 16), made from the shared lists of public and
 * signed-in pages (packages/shared/src/publicRoutes.ts). Both need the site's absolute address: PUBLIC_URL
 * when configured, else the request's own origin — but only when that is a plain host name or address,
 * so that a forged Host header can never put markup or another scheme into the files.
 */
import { MAIL_LINK_ROUTES, PROFILE_ROUTE_PREFIX, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import { acceptedEncoding, encodedReply, varyOnEncoding } from '../rest/compression';
import { SHORT_LIVED } from './static';

/** http(s), a host name (letters, digits, hyphens, dots), an IPv4 or a bracketed IPv6 address, a port. */
const PLAIN_ORIGIN = /^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/** The configured public origin, else the request's own when it is plain; null when there is neither. */
export function siteOrigin(publicUrl: string | undefined, requestOrigin: string | null): string | null {
  if (publicUrl) return publicUrl;
  return requestOrigin !== null && PLAIN_ORIGIN.test(requestOrigin) ? requestOrigin : null;
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

function textReply(request: Request, text: string, contentType: string): Response {
  const headers = new Headers({ 'Content-Type': contentType, 'Cache-Control': SHORT_LIVED });
  varyOnEncoding(headers);
  return encodedReply(encoder.encode(text), acceptedEncoding(request), { headers });
}

/** The two routes; `origin` gives a request's site origin (siteOrigin). */
export function crawlerRoutes(origin: (request: Request) => string | null) {
  return new Elysia()
    .get('/robots.txt', ({ request }) =>
      textReply(request, robotsTxt(origin(request)), 'text/plain; charset=utf-8'),
    )
    .get('/sitemap.xml', ({ request }) => {
      const site = origin(request);
      if (!site) {
        return new Response('No usable host: set PUBLIC_URL.', {
          status: 400,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
      }
      return textReply(request, sitemapXml(site), 'application/xml; charset=utf-8');
    });
}
