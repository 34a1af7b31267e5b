/** The shops' category filter (product §2.10, §2.11): "all" and then each category of the shop, one chosen. */
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceButtons } from '../../components/ChoiceButtons';
import type { CategoryFilter, ShopCategory } from './catalog';
import { categoryLabels } from './labels';

interface CategoryButtonsProps<C extends ShopCategory> {
  categories: readonly C[];
  value: CategoryFilter<C>;
  onChange: (value: CategoryFilter<C>) => void;
}

export function CategoryButtons<C extends ShopCategory>({
  categories,
  value,
  onChange,
}: CategoryButtonsProps<C>) {
  const intl = useIntl();
  const values = useMemo((): CategoryFilter<C>[] => ['all', ...categories], [categories]);
  return (
    <ChoiceButtons
      label={intl.formatMessage({ id: 'shop.category.label' })}
      values={values}
      value={value}
      onChange={onChange}
    >
      {(option) => <FormattedMessage id={categoryLabels[option]} />}
    </ChoiceButtons>
  );
}
