/** What other parts of the web app (the demo layer) use of the marketplace. */

export { categoryLabels, frequencyLabels, repaymentLabels } from './categories';
export { type CategoryFilter, MarketplaceView } from './MarketplaceView';
