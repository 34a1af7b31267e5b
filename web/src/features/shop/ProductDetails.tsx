/**
 * The optional presentation details of a product card (product §2.11, §9): the Best / New / discount badges
 * over the picture, and the first three features, colours and sizes.
 */
import { Badge, Group, List, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { PRODUCT_OPTION_LIMIT, type ProductDetails } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../lib/format';
import { BADGE_COLORS } from './badgeColor';

/** Best, New and the percent off; nothing when the product has none of them. */
export function ProductBadges({
  badges = [],
  discount,
}: {
  badges?: ProductDetails['badges'];
  discount: number;
}) {
  const format = useFormat();
  if (badges.length === 0 && discount === 0) return null;
  return (
    <Group gap={6} pos="absolute" top={10} left={10}>
      {badges.includes('best') && (
        <Badge color={BADGE_COLORS.best} autoContrast>
          <FormattedMessage id="shop.product.badge.best" />
        </Badge>
      )}
      {badges.includes('new') && (
        <Badge color={BADGE_COLORS.fresh} autoContrast>
          <FormattedMessage id="shop.product.badge.new" />
        </Badge>
      )}
      {discount > 0 && (
        <Badge color={BADGE_COLORS.discount} autoContrast>
          <FormattedMessage id="shop.product.badge.discount" values={{ percent: format.percent(discount) }} />
        </Badge>
      )}
    </Group>
  );
}

/** Product §9: up to three of each list. */
const firstThree = (items: readonly string[] = []) => items.slice(0, PRODUCT_OPTION_LIMIT);

/** The first three features as a list, then the first three colours and sizes as rows of chips. */
export function ProductFeatures({ product, lang }: { product: ProductDetails; lang?: string }) {
  const intl = useIntl();
  const features = firstThree(product.features);
  const colors = firstThree(product.colors);
  const sizes = firstThree(product.sizes);
  return (
    <>
      {features.length > 0 && (
        <List
          size="sm"
          spacing={2}
          icon={<IconCheck size={14} aria-hidden color="var(--mantine-primary-color-filled)" />}
          lang={lang}
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      )}
      {colors.length > 0 && (
        <OptionRow label={intl.formatMessage({ id: 'shop.product.colors' })} options={colors} lang={lang} />
      )}
      {sizes.length > 0 && (
        <OptionRow label={intl.formatMessage({ id: 'shop.product.sizes' })} options={sizes} lang={lang} />
      )}
    </>
  );
}

function OptionRow({ label, options, lang }: { label: string; options: readonly string[]; lang?: string }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" fw={600}>
        {label}:
      </Text>
      {options.map((option) => (
        <Badge key={option} variant="default" size="sm" tt="none" lang={lang}>
          {option}
        </Badge>
      ))}
    </Group>
  );
}
