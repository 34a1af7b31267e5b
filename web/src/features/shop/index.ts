/** What other parts of the web app (the demo layer) use of the shop. */
export { CategoryButtons } from './CategoryButtons';
export { type CategoryFilter, filterProducts } from './catalog';
export type { CheckoutResult } from './checkout';
export { categoryLabels as shopCategoryLabels } from './labels';
export { type CardProduct, ProductCard } from './ProductCard';
export { ShopView } from './ShopView';
export { CART_STORAGE_KEYS } from './useStoredCart';
