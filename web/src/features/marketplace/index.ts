/** What other parts of the web app (the demo layer) use of the marketplace. */
export { type CategoryFilter, MarketplaceView } from './MarketplaceView';
