/**
 * The development mailbox's page (issue 17): GET /dev/mail lists the mails the app would have sent (newest
 * first: subject, recipient, date, the HTML in a sandboxed frame and the plain text), GET
 * /dev/mail/<id>.eml gives one as a file. Only without NODE_ENV=production, and only to a client on this
 * machine (a loopback address; behind a trusted proxy the forwarded client too): the mails hold working
 * links. Elsewhere both answer 404, like an unknown path.
 */
import { BRAND } from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import type { DevMailbox, StoredMail } from '../mail/mailbox';
import { errorResponse, httpError } from '../rest/errors';

const escapeHtml = (text: string) => Bun.escapeHTML(text);

function mailEntry(mail: StoredMail): string {
  const id = escapeHtml(mail.id);
  // The mail's own HTML in a sandboxed frame: no scripts, no access to this page; it inherits the
  // page's Content-Security-Policy (srcdoc), under which inline styles and nothing external load. Its
  // links open in a new tab, as they would from a mail client.
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">An <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${escapeHtml(mail.date)}">${escapeHtml(mail.date)}</time> · <a href="/dev/mail/${id}.eml" download>.eml</a></p>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(`<base target="_blank">${mail.html}`)}"></iframe>
<details><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;
}

export function devMailPage(mails: StoredMail[]): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${BRAND} – Entwicklungs-Postfach</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 820px; padding: 16px; color: #1f2a1f; }
article { border: 1px solid #d5dcd2; border-radius: 8px; margin: 16px 0; padding: 8px 16px 16px; }
h2 { font-size: 18px; margin: 8px 0 4px; }
.meta { color: #5b665b; margin: 0 0 8px; }
iframe { border: 1px solid #e3e8e0; height: 480px; width: 100%; }
pre { white-space: pre-wrap; }
</style>
</head>
<body>
<h1>Entwicklungs-Postfach</h1>
<p>Ohne <code>SMTP_URL</code> versendet ${BRAND} keine E-Mails, sondern legt sie hier ab (neueste zuerst). Without <code>SMTP_URL</code> mails are kept here instead of being sent.</p>
${mails.length === 0 ? '<p>Noch keine E-Mails. / No mails yet.</p>' : mails.map(mailEntry).join('\n')}
</body>
</html>`;
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (how a dual-stack socket reports IPv4). */
export function isLoopbackAddress(address: string): boolean {
  const text = address.trim().toLowerCase();
  if (text === '::1' || text === '0:0:0:0:0:0:0:1') return true;
  const ipv4 = text.startsWith('::ffff:') ? text.slice(7) : text;
  return /^127(\.\d{1,3}){3}$/.test(ipv4);
}

/**
 * Whether a request comes from this machine: its socket's address is a loopback one and, behind a trusted
 * proxy, so is every address X-Forwarded-For names. A request handed to the app in-process (tests) has
 * no socket and counts as local.
 */
export function fromThisMachine(
  request: Request,
  socketAddress: string | undefined,
  trustProxy: boolean,
): boolean {
  if (socketAddress === undefined) return true;
  if (!isLoopbackAddress(socketAddress)) return false;
  const forwarded = trustProxy ? (request.headers.get('x-forwarded-for') ?? '') : '';
  return forwarded
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .every(isLoopbackAddress);
}

interface DevRequest {
  request: Request;
  server: { requestIP(request: Request): { address: string } | null } | null;
}

export function devMailRoutes(mailbox: DevMailbox, production: boolean, trustProxy = false) {
  const notFound = () => errorResponse(httpError('notFound'));
  const allowed = ({ request, server }: DevRequest) =>
    !production && fromThisMachine(request, server?.requestIP(request)?.address, trustProxy);
  return new Elysia({ prefix: '/dev/mail' })
    .get('', (context) =>
      allowed(context)
        ? new Response(devMailPage(mailbox.list()), {
            headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
          })
        : notFound(),
    )
    .get('/:file', (context) => {
      const { params } = context;
      const id = params.file.endsWith('.eml') ? params.file.slice(0, -4) : '';
      const raw = !allowed(context) || !id ? undefined : mailbox.raw(id);
      if (!raw) return notFound();
      return new Response(new Uint8Array(raw), {
        headers: {
          'Content-Type': 'message/rfc822',
          'Content-Disposition': `attachment; filename="${id}.eml"`,
          'Cache-Control': 'no-store',
        },
      });
    });
}
