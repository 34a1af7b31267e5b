import { openWith, test } from './fixtures';
import { investInFirstAsset } from './support/accounts';
import { addToCart, BAG, COURSE, openCart, TOMATO } from './support/shop';
test('shots', async ({ signedInPage: page, baseURL }) => {
  await investInFirstAsset(page, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const s of ['dark', 'light'] as const) {
    await openWith(page, '/', 'de', s);
    await page.waitForTimeout(1500);
    const b = await page.getByText('Meine Assets', { exact: true }).boundingBox();
    await page.screenshot({ path: `/tmp/22b-dash-${s}-390.png`, fullPage: true, clip: { x: 0, y: (b?.y ?? 0) - 20, width: 390, height: 320 } });
  }
  await openWith(page, '/marketplace', 'de', 'light');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/22b-market-390.png', fullPage: false });
  await openWith(page, '/shop', 'de', 'light');
  await addToCart(page, TOMATO); await addToCart(page, COURSE); await addToCart(page, BAG);
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/22b-shop-390.png', fullPage: false });
  await openCart(page);
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/22b-cart-390.png', fullPage: false });
  await page.keyboard.press('Escape');
  await openWith(page, '/map', 'de', 'dark');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/22b-map-dark-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().clearCookies();
  await openWith(page, '/', 'de', 'dark');
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/22b-landing-dark.png' });
});
