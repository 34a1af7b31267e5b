/** The development mailbox (issue 17): mails without SMTP_URL land as .eml files, /dev/mail lists them; never in production. */
import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appOptions, testApp } from '../../test/harness';
import { createApp } from '../app';
import { enqueueMail } from '../mail/outbox';

const folder = mkdtempSync(join(tmpdir(), 'wurzelwerk-mail-'));
const t = testApp({
  mail: { from: 'Wurzelwerk <no-reply@localhost>', publicUrl: 'http://localhost:3000', folder },
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const get = (app: ReturnType<typeof createApp>, path: string) =>
  app.handle(new Request(`http://localhost${path}`));

describe('/dev/mail', () => {
  test('lists the mails the app would have sent, newest first, and serves each as .eml', async () => {
    for (const name of ['Erste', 'Zweite']) {
      await enqueueMail(t.database.db, {
        to: `${name.toLowerCase()}@example.org`,
        template: 'passwordReset',
        language: 'de',
        payload: { name, token: `token-${name}` },
      });
      await t.app.decorator.services.mail.drain();
    }
    const page = await get(t.app, '/dev/mail');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // The page renders under the app's security headers: the mails sit in sandboxed frames.
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain('Passwort zurücksetzen – Wurzelwerk');
    expect(html.indexOf('zweite@example.org')).toBeLessThan(html.indexOf('erste@example.org'));
    expect(html).toContain('<iframe sandbox="allow-popups allow-popups-to-escape-sandbox"');
    // The link with its token, in the escaped HTML of the frame and in the plain text.
    expect(html).toContain('http://localhost:3000/reset-password?token=token-Zweite');

    const id = /href="\/dev\/mail\/([0-9a-f-]{36})\.eml"/.exec(html)?.[1];
    expect(id).toBeDefined();
    const eml = await get(t.app, `/dev/mail/${id}.eml`);
    expect(eml.status).toBe(200);
    expect(eml.headers.get('content-type')).toBe('message/rfc822');
    const raw = await eml.text();
    expect(raw).toContain('To: zweite@example.org');
    expect(raw).toContain(`Message-ID: <${id}@localhost>`);
    expect(readFileSync(join(folder, `${id}.eml`), 'utf8')).toBe(raw);
    expect((await get(t.app, '/dev/mail/00000000-0000-0000-0000-000000000000.eml')).status).toBe(404);
    expect((await get(t.app, '/dev/mail/..%2F..%2Fetc%2Fpasswd.eml')).status).toBe(404);
  });

  test('is 404 in production, page and files alike', async () => {
    const production = createApp(
      appOptions(t.database, {
        production: true,
        mail: { from: 'Wurzelwerk <no-reply@localhost>', publicUrl: 'http://localhost:3000', folder },
      }),
    );
    const [id] = production.decorator.services.mail.mailbox.list().map((mail) => mail.id);
    expect(id).toBeDefined();
    for (const path of ['/dev/mail', `/dev/mail/${id}.eml`]) {
      const response = await get(production, path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Wurzelwerk <no-reply');
    }
    expect(existsSync(join(folder, `${id}.eml`))).toBe(true);
  });
});
