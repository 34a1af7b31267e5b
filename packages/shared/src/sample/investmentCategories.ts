/** The six investment categories of /categories (spec §2.4, §3, §9) with their sample projects. */
import { z } from 'zod';
import categories from './investmentCategories.json' with { type: 'json' };
import { type SampleInvestmentCategory, sampleInvestmentCategorySchema } from './types';

export const sampleInvestmentCategories: readonly SampleInvestmentCategory[] = z
  .array(sampleInvestmentCategorySchema)
  .parse(categories);
