/**
 * The development mailbox's page (issue 17): GET /dev/mail lists the mails the app would have sent (newest
 * first: subject, recipient, date, the HTML in a sandboxed frame and the plain text), GET
 * /dev/mail/<id>.eml gives one as a file. Only without NODE_ENV=production; there both answer 404.
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

export function devMailRoutes(mailbox: DevMailbox, production: boolean) {
  const notFound = () => errorResponse(httpError('notFound'));
  return new Elysia({ prefix: '/dev/mail' })
    .get('', () =>
      production
        ? notFound()
        : new Response(devMailPage(mailbox.list()), {
            headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
          }),
    )
    .get('/:file', ({ params }) => {
      const id = params.file.endsWith('.eml') ? params.file.slice(0, -4) : '';
      const raw = production || !id ? undefined : mailbox.raw(id);
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
