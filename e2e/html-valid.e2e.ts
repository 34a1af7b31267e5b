/**
 * Valid HTML after rendering (issue 36): every public page and every signed-in page, as the browser has
 * built it, passes the Nu HTML checker (`vnu-jar`, run with Java) — one <title>, no invalid attributes, no
 * block inside a button or a span, no <style> in the body; and every signed-in page has one description.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@wurzelwerk/shared';
import { expect, test } from './fixtures';
import { SIGNED_IN_PAGES } from './support/pages';

/** The checker itself (the package's own script would download a Java; Debian's is used instead). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** The checker's errors for the documents, as "<page>: <message>" lines. */
function htmlErrors(documents: ReadonlyMap<string, string>): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'wurzelwerk-html-'));
  try {
    const files = [...documents].map(([path, html], index) => {
      const file = join(folder, `${index}.html`);
      writeFileSync(file, html);
      return [file, path] as const;
    });
    const names = new Map(files.map(([file, path]) => [`file:${file}`, path]));
    const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.map(([file]) => file)];
    // The report is on stderr, with errors or without (then the exit status is 0).
    const run = spawnSync('java', args, { encoding: 'utf8' });
    if (run.error) throw run.error;
    const report = run.stderr;
    if (!report.trim()) throw new Error(`the HTML checker wrote no report (exit status ${run.status})`);
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error')
      .map(
        (message) => `${names.get(message.url) ?? message.url}: ${message.message} ${message.extract ?? ''}`,
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The page at `path` once it has drawn its heading and its data have come. */
async function rendered(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  return `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
}

test('every public page is valid HTML after rendering', async ({ page }) => {
  test.setTimeout(240_000);
  const documents = new Map<string, string>();
  for (const path of PUBLIC_ROUTES) documents.set(path, await rendered(page, path));
  expect(htmlErrors(documents)).toEqual([]);
});

test('every signed-in page is valid HTML after rendering and has its description', async ({
  signedInPage: page,
}) => {
  test.setTimeout(240_000);
  const documents = new Map<string, string>();
  for (const path of ['/', ...SIGNED_IN_PAGES]) {
    documents.set(path, await rendered(page, path));
    const descriptions = await page
      .locator('meta[name="description"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect(descriptions, path).toHaveLength(1);
    expect(descriptions[0]?.length ?? 0, path).toBeGreaterThan(50);
  }
  expect(htmlErrors(documents)).toEqual([]);
});
