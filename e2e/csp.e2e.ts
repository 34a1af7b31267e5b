/**
 * The server's Content-Security-Policy holds without exceptions in the browser: no page breaks it, not
 * even zod, whose JIT probes for `new Function` unless turned off (web/src/lib/zod.ts). `/` loads the
 * first-page code, `/login` builds and runs zod schemas (the form's validation).
 */
import { expect, test } from './fixtures';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
});

for (const path of ['/', '/login']) {
  test(`no Content-Security-Policy violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/login') {
      // Submitting the empty form runs the shared schemas in the browser.
      await page.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
      await expect(page.getByText(/E-Mail/).first()).toBeVisible();
    }
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });
}
