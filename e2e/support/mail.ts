/**
 * The development mailbox as the browser tests read it: without SMTP_URL the server keeps every mail and lists
 * it at /dev/mail (newest first). The server sends right after the request that wrote the mail, so a test
 * waits for it to show up.
 */
import { type APIRequestContext, expect } from '@playwright/test';

/** The token of the newest mail to `to` whose subject starts with `subject` (its link's `token` parameter). */
export async function mailedToken(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const page = await (await request.get('/dev/mail')).text();
        for (const [, article = ''] of page.matchAll(/<article>([\s\S]*?)<\/article>/g)) {
          const heading = /<h2>([\s\S]*?)<\/h2>/.exec(article)?.[1] ?? '';
          if (!heading.startsWith(subject) || !article.includes(`<strong>${to}</strong>`)) continue;
          token = /[?&]token=([\w-]+)/.exec(article)?.[1];
          return token;
        }
        return undefined;
      },
      { timeout: 15_000, message: `a mail "${subject}…" to ${to} at /dev/mail` },
    )
    .toBeDefined();
  return token as string;
}
