/** What other parts of the web app (the demo layer) use of the marketplace. */

export { categoryLabels } from './categories';
export { type CategoryFilter, MarketplaceView } from './MarketplaceView';
