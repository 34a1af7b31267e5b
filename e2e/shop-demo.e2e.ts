/**
 * The local shop demo (product §2.11, §4, §9; issue 7): /shopdemo with filters, cart
 * and order alert, and the English eco shop demo as its second tab, with axe checks.
 */
import { SAMPLE_SHOP_PRODUCTS } from '@wurzelwerk/shared';
import { expect, inEveryLook, openWith, seriousViolations, test, toast } from './fixtures';
import { addToCart, BAG, COURSE, cartButton, openCart, productCard, TOMATO } from './support/shop';

const TIMEOUT = { timeout: 20_000 };
/** The seed and the demo share one sample catalogue. */
const PRODUCT_COUNT = SAMPLE_SHOP_PRODUCTS.length;
const RAIN_BARREL = 'Regentonne aus Recyclingkunststoff 300 Liter';

test.describe('shop demo', () => {
  test('categories and search combine; the empty state resets both', async ({ page }) => {
    await openWith(page, '/shopdemo');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop-Demo' })).toBeVisible(TIMEOUT);
    const products = page.getByRole('article');
    await expect(products).toHaveCount(PRODUCT_COUNT);
    await expect(
      page.getByText('Bezahlen Sie bequem per Kreditkarte, PayPal, Überweisung oder Apple Pay.'),
    ).toBeVisible();
    const categories = page.getByRole('group', { name: 'Kategorie' });
    for (const label of ['Alle', 'Samen', 'Werkzeug', 'Bücher', 'Merchandise', 'Digital']) {
      await expect(categories.getByRole('button', { name: label, exact: true })).toBeVisible();
    }

    await categories.getByRole('button', { name: 'Bücher' }).click();
    await expect(categories.getByRole('button', { name: 'Bücher' })).toHaveAttribute('aria-pressed', 'true');
    await expect(products).toHaveCount(3);

    const search = page.getByPlaceholder('Produkte suchen...');
    await search.fill('zukunft');
    await expect(products).toHaveCount(1);
    await expect(productCard(page, 'Buch: Der Wald der Zukunft')).toBeVisible();

    await categories.getByRole('button', { name: 'Samen' }).click();
    await expect(products).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Keine Produkte gefunden' })).toBeVisible();
    await expect(page.getByText('Versuchen Sie es mit anderen Suchbegriffen oder Kategorien.')).toBeVisible();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(search).toHaveValue('');
    await expect(categories.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'true');
    await expect(products).toHaveCount(PRODUCT_COUNT);

    // Search alone covers the description too (case-insensitive).
    await search.fill('WILDBIENEN');
    await expect(productCard(page, 'Wildblumenmischung Bienenweide')).toBeVisible();
    // A sold-out product cannot be added.
    await search.fill('');
    await expect(productCard(page, RAIN_BARREL).getByText('Ausverkauft')).toBeVisible();
    await expect(
      productCard(page, RAIN_BARREL).getByRole('button', { name: /In den Warenkorb/ }),
    ).toBeDisabled();
  });

  test('cart plus, minus and remove, the empty cart, and the local order alert', async ({ page }) => {
    await openWith(page, '/shopdemo');
    let dialog = await openCart(page);
    await expect(dialog.getByText('Ihr Warenkorb ist leer')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await addToCart(page, TOMATO);
    await addToCart(page, BAG);
    dialog = await openCart(page);
    await expect(dialog.getByTestId('cart-line')).toHaveCount(2);
    await dialog.getByRole('button', { name: `Menge von ${TOMATO} erhöhen` }).click();
    await expect(dialog.getByText(`Menge von ${TOMATO}: 2`)).toBeAttached();
    await dialog.getByRole('button', { name: `Menge von ${TOMATO} verringern` }).click();
    await dialog.getByRole('button', { name: `Menge von ${TOMATO} verringern` }).click();
    // Quantity 0 removes the line.
    await expect(dialog.getByTestId('cart-line')).toHaveCount(1);
    await dialog.getByRole('button', { name: `${BAG} entfernen` }).click();
    await expect(dialog.getByText('Ihr Warenkorb ist leer')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await addToCart(page, COURSE);
    await page.reload();
    await expect(cartButton(page)).toHaveText('Warenkorb (1)', TIMEOUT);
    dialog = await openCart(page);
    // The address has no rules in the demo (product §5): ordering works with empty fields.
    await dialog.getByRole('button', { name: 'Jetzt bestellen' }).click();
    await expect(toast(page, 'Bestellung abgeschlossen!')).toBeVisible(TIMEOUT);
    await expect(dialog).toBeHidden(TIMEOUT);
    await expect(cartButton(page)).toHaveText('Warenkorb (0)');
  });

  test('the English eco shop: filter, badges, counter, disabled Add to Cart, Load More', async ({ page }) => {
    await openWith(page, '/shopdemo', 'en');
    await page.getByRole('tab', { name: 'Eco Shop (English)' }).click();
    await expect(page).toHaveURL(/tab=eco/);
    await expect(page.getByRole('heading', { level: 2, name: 'Eco Shop' })).toBeVisible(TIMEOUT);
    const counter = page.getByTestId('eco-cart-counter');
    await expect(counter).toHaveText('Cart: 0 items');

    const hoodie = productCard(page, 'Organic Cotton Hoodie');
    await expect(hoodie.getByText('Best', { exact: true })).toBeVisible();
    await expect(hoodie.getByText('−25%')).toBeVisible();
    await expect(hoodie.getByText('In Stock')).toBeVisible();
    await expect(hoodie.getByText('€79.99')).toHaveCSS('text-decoration-line', 'line-through');
    // Four features, colours and sizes in the data; three of each on the card.
    await expect(hoodie.getByRole('listitem')).toHaveCount(3);
    await expect(hoodie.getByText('Unisex fit')).toHaveCount(0);
    await expect(hoodie.getByText('Rust')).toHaveCount(0);
    await expect(hoodie.getByText('XL')).toHaveCount(0);

    await hoodie.getByRole('button', { name: 'Add to Cart' }).click();
    await hoodie.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(counter).toHaveText('Cart: 2 items');

    const tech = page.getByRole('group', { name: 'Category' });
    await tech.getByRole('button', { name: 'Tech' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    const charger = productCard(page, 'Bamboo Wireless Charger');
    await expect(charger.getByText('Out of Stock')).toBeVisible();
    await expect(charger.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await productCard(page, 'Solar Power Bank 10,000 mAh')
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(counter).toHaveText('Cart: 3 items');

    // Load More does nothing (product §2.11) and looks so: disabled, "coming soon" (issue 22).
    const loadMore = page.getByRole('button', { name: 'Load More' });
    await expect(loadMore).toBeDisabled();
    await loadMore.click({ force: true });
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(counter).toHaveText('Cart: 3 items');

    // A direct link opens the eco shop; the labels are German in German.
    await openWith(page, '/shopdemo?tab=eco', 'de');
    await expect(page.getByRole('tab', { name: 'Eco Shop (englisch)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      productCard(page, 'Merino Wool Beanie').getByRole('button', { name: 'In den Warenkorb' }),
    ).toBeDisabled();
  });
});

// In both looks (LOOKS: de light, en dark), switched through the header's toggles without a reload.
test('no serious accessibility violations on /shop and its cart dialog (de light, en dark)', async ({
  signedInPage: page,
}) => {
  test.setTimeout(360_000);
  await openWith(page, '/shop', 'de', 'light');
  await expect(page.getByRole('article')).toHaveCount(PRODUCT_COUNT, TIMEOUT);
  await page.getByRole('article').first().getByRole('button').click();
  // The cart dialog covers the header: it is opened after each switch and closed before the next.
  await inEveryLook(page, async (language, scheme) => {
    const look = `${language}, ${scheme}`;
    await expect(page.getByRole('article')).toHaveCount(PRODUCT_COUNT, TIMEOUT);
    expect(await seriousViolations(page), look).toEqual([]);
    await page.getByRole('button', { name: language === 'de' ? 'Warenkorb (1)' : 'Cart (1)' }).click();
    await expect(page.getByRole('dialog')).toBeVisible(TIMEOUT);
    expect(await seriousViolations(page), `cart ${look}`).toEqual([]);
    await page.getByRole('tab', { name: language === 'de' ? 'Zahlung' : 'Payment' }).click();
    expect(await seriousViolations(page), `payment ${look}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden(TIMEOUT);
  });
});

test('no serious accessibility violations on both tabs of /shopdemo (de light, en dark)', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await openWith(page, '/shopdemo', 'de', 'light');
  await inEveryLook(page, async (language, scheme) => {
    const look = `${language}, ${scheme}`;
    // Back on the first tab, which the eco tab replaced in the previous look.
    await page.getByRole('tab').first().click(TIMEOUT);
    await expect(page.getByRole('article')).toHaveCount(PRODUCT_COUNT, TIMEOUT);
    expect(await seriousViolations(page), look).toEqual([]);
    await page.getByRole('tab', { name: /Eco Shop/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Eco Shop' })).toBeVisible(TIMEOUT);
    expect(await seriousViolations(page), `eco tab ${look}`).toEqual([]);
  });
});
