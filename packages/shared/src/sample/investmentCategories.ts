/** The six investment categories of /categories (product §2.4, §3, §9) with their sample projects. */
import categories from './investmentCategories.json' with { type: 'json' };
import type { SampleInvestmentCategory } from './types';

export const sampleInvestmentCategories: readonly SampleInvestmentCategory[] =
  categories as unknown as readonly SampleInvestmentCategory[];
