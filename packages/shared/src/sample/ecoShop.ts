/**
 * SAMPLE DATA of the English eco shop demo on /shopdemo?tab=eco (product §2.11):
 * local constants shown through the shop's product card; nothing is loaded, sent or seeded. The product
 * texts are English by the spec in both languages; the percent off follows from price and originalPrice.
 */
import products from './ecoShop.json' with { type: 'json' };
import type { SampleEcoProduct } from './types';

export const SAMPLE_ECO_SHOP_PRODUCTS: readonly SampleEcoProduct[] = products as readonly SampleEcoProduct[];
