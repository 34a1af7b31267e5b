/**
 * SAMPLE DATA: the German shop's sample catalogue (issue 7). The one source for the database seed
 * (server/src/db/seed/products.ts) and the local /shopdemo, so both show the same products. Prices are
 * decimal strings in euro; stock 0 marks a product as sold out.
 */
import products from './shopProducts.json' with { type: 'json' };
import type { SampleShopProduct } from './types';

export const SAMPLE_SHOP_PRODUCTS: readonly SampleShopProduct[] = products as readonly SampleShopProduct[];
