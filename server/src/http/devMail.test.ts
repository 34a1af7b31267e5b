/** The development mailbox (issue 17): mails without SMTP_URL land as .eml files, /dev/mail lists them; never in production. */
import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { appOptions, testApp } from '../../test/harness';
import { createApp } from '../app';
import { enqueueMail } from '../mail/outbox';
import { fromThisMachine, isLoopbackAddress } from './devMail';

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

  test('the mail files are for the server’s own user: files 0600, their folder 0700 (issue 31)', async () => {
    await enqueueMail(t.database.db, {
      to: 'modus@example.org',
      template: 'passwordReset',
      language: 'de',
      payload: { name: 'Modus', token: 'token-modus' },
    });
    await t.app.decorator.services.mail.drain();
    const [mail] = t.app.decorator.services.mail.mailbox.list().filter((m) => m.to === 'modus@example.org');
    expect(mail).toBeDefined();
    for (const file of [`${mail?.id}.eml`, `${mail?.id}.json`]) {
      expect(statSync(join(folder, file)).mode & 0o777).toBe(0o600);
    }
    const fresh = join(mkdtempSync(join(tmpdir(), 'wurzelwerk-mail-')), 'mail');
    const app = createApp(
      appOptions(t.database, {
        mail: { from: 'W <no-reply@localhost>', publicUrl: 'http://localhost', folder: fresh },
      }),
    );
    app.decorator.services.mail.mailbox.save(
      {
        id: crypto.randomUUID(),
        to: 'a@b.de',
        subject: 's',
        date: new Date().toISOString(),
        html: '',
        text: '',
      },
      Buffer.from('x'),
    );
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    rmSync(join(fresh, '..'), { recursive: true, force: true });
  });

  test('loopback addresses, and a request from this machine (behind a trusted proxy: its client too)', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['192.0.2.1', '::ffff:192.0.2.1', 'fe80::1', '128.0.0.1', '127.0.0.1.evil', ''])
      expect(isLoopbackAddress(address)).toBe(false);
    const request = (forwarded?: string) =>
      new Request(
        'http://localhost/dev/mail',
        forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {},
      );
    expect(fromThisMachine(request(), '127.0.0.1', false)).toBe(true);
    expect(fromThisMachine(request(), '192.0.2.7', false)).toBe(false);
    // Without a trusted proxy the header is anyone's and changes nothing either way.
    expect(fromThisMachine(request('127.0.0.1'), '192.0.2.7', false)).toBe(false);
    expect(fromThisMachine(request('192.0.2.7'), '127.0.0.1', false)).toBe(true);
    // Behind a trusted proxy on this machine: the client it forwards must be local too.
    expect(fromThisMachine(request('192.0.2.7'), '127.0.0.1', true)).toBe(false);
    expect(fromThisMachine(request('127.0.0.1, 192.0.2.7'), '127.0.0.1', true)).toBe(false);
    expect(fromThisMachine(request('::1'), '127.0.0.1', true)).toBe(true);
    expect(fromThisMachine(request(), '127.0.0.1', true)).toBe(true);
  });

  test('a listening server shows the mailbox to loopback clients only', async () => {
    const app = createApp(
      appOptions(t.database, {
        trustProxy: true,
        mail: { from: 'Wurzelwerk <no-reply@localhost>', publicUrl: 'http://localhost:3000', folder },
      }),
    );
    const server = app.listen({ port: 0, hostname: '0.0.0.0' }).server;
    try {
      const port = server?.port;
      expect((await fetch(`http://127.0.0.1:${port}/dev/mail`)).status).toBe(200);
      const forwarded = await fetch(`http://127.0.0.1:${port}/dev/mail`, {
        headers: { 'x-forwarded-for': '192.0.2.99' },
      });
      expect(forwarded.status).toBe(404);
      // Reached through an address of this machine that is not loopback, where it has one.
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
      if (outside) expect((await fetch(`http://${outside.address}:${port}/dev/mail`)).status).toBe(404);
    } finally {
      await app.stop(true);
    }
  });
});
