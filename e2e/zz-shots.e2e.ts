import { expect, openWith, test } from './fixtures';
for (const scheme of ['light', 'dark'] as const)
  for (const [w, h] of [[390, 844], [1280, 800]])
    test(`shot ${scheme} ${w}`, async ({ signedInPage: page }) => {
      await page.setViewportSize({ width: w, height: h });
      await openWith(page, '/farm', 'de', scheme);
      await expect(page.getByRole('button', { name: 'Baum anklicken' })).toBeVisible({ timeout: 20000 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/22b-farm-${scheme}-${w}.png`, fullPage: true });
    });
