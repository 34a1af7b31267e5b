/** What other parts of the web app (the demo layer) use of the shop. */
export type { CheckoutResult } from './checkout';
export { ShopView } from './ShopView';
export { CART_STORAGE_KEYS } from './useStoredCart';
