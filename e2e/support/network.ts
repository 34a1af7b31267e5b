/** Control over the page's requests. */
import type { Page } from '@playwright/test';

/** Holds every request matching `pattern` until the returned `release` is called; then they go out. */
export async function holdRequests(page: Page, pattern: RegExp | string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
