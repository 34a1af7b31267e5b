/**
 * The shop catalogue as the /api tests see it: two test products whose prices make a subtotal of exactly
 * 50.00 € and 50.01 €, added before a file's tests, and the catalogue loaded over /api after that.
 */
import { beforeAll, expect } from 'bun:test';
import { TestClient, type testApp } from '../../../test/harness';
import type { App } from '../../app';
import { products } from '../../db/schema';

export type Product = {
  id: number;
  slug: string;
  name: string;
  price: string;
  stock: number;
  inStock: boolean;
};

/** The catalogue as GET /api/products answered it before the tests (a live binding). */
export let catalogue: Product[] = [];
export const bySlug = (slug: string) => {
  const found = catalogue.find((p) => p.slug === slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
};
export const firstInStock = () => catalogue.find((p) => p.stock > 50) ?? bySlug('');
export const soldOut = () => catalogue.find((p) => p.stock === 0) ?? bySlug('');

export const shippingAddress = {
  name: 'Anna Berger',
  street: 'Lindenstraße 5',
  zipCode: '10969',
  city: 'Berlin',
  country: 'Deutschland',
};

export async function fetchProducts(app: App, headers?: Record<string, string>): Promise<Product[]> {
  const response = await new TestClient(app).get('/api/products', headers);
  expect(response.status).toBe(200);
  return response.json();
}

export function withTestCatalogue(t: ReturnType<typeof testApp>) {
  beforeAll(async () => {
    // Two products that make a subtotal of exactly 50.00 € (2 × 25.00) and 50.01 € (25.00 + 25.01).
    await t.database.db.insert(products).values(
      (['25.00', '25.01'] as const).map((price) => ({
        slug: `rest-test-${price.replace('.', '-')}`,
        category: 'books' as const,
        nameDe: `Testbuch ${price}`,
        nameEn: `Test book ${price}`,
        descriptionDe: 'Nur für Tests',
        descriptionEn: 'For tests only',
        price,
        rating: '3.5',
        stock: 500,
        sustainabilityScore: 40,
        image: 'none.svg',
      })),
    );
    catalogue = await fetchProducts(t.app);
  });
}
