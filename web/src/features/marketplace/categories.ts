/** Labels of the asset categories; literal ids keep the catalogue check honest. */
import type { AssetCategory, PaymentFrequency, RepaymentType } from '@wurzelwerk/shared';

export const categoryLabels = {
  trees: 'marketplace.category.trees',
  animals: 'marketplace.category.animals',
  fields: 'marketplace.category.fields',
  energy: 'marketplace.category.energy',
} as const satisfies Record<AssetCategory, string>;

/** Labels of an offer's repayment types and payment frequencies (issue 33). */
export const repaymentLabels = {
  bullet: 'marketplace.repayment.bullet',
  annuity: 'marketplace.repayment.annuity',
} as const satisfies Record<RepaymentType, string>;

export const frequencyLabels = {
  yearly: 'marketplace.frequency.yearly',
  quarterly: 'marketplace.frequency.quarterly',
  monthly: 'marketplace.frequency.monthly',
} as const satisfies Record<PaymentFrequency, string>;
