/**
 * The English eco shop demo (public-and-local-screens.md §2.11): category filter, product cards with badges,
 * the first three features, colours and sizes, prices, stock, an Add to Cart counter that only grows and a
 * Load More button without effect. Everything is local sample data.
 */
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBackpack,
  IconBolt,
  IconCheck,
  IconNotebook,
  IconPlant2,
  IconShirt,
  IconShoppingCart,
  IconStarFilled,
} from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { BADGE_COLORS } from './badgeColor';
import { addToEcoCart, type EcoFilter, filterEcoProducts, firstThree } from './ecoShopLogic';
import { ECO_CATEGORIES, ECO_SHOP_SAMPLES, type EcoCategory, type EcoProduct } from './ecoShopSamples';

const categoryLabels = {
  all: 'shop.eco.category.all',
  clothing: 'shop.eco.category.clothing',
  accessories: 'shop.eco.category.accessories',
  tech: 'shop.eco.category.tech',
  stationery: 'shop.eco.category.stationery',
  gardening: 'shop.eco.category.gardening',
} as const satisfies Record<EcoFilter, MessageId>;

/** The samples carry no pictures; each card shows its category's icon instead. */
const categoryIcons: Record<EcoCategory, ReactNode> = {
  clothing: <IconShirt size={56} stroke={1.4} />,
  accessories: <IconBackpack size={56} stroke={1.4} />,
  tech: <IconBolt size={56} stroke={1.4} />,
  stationery: <IconNotebook size={56} stroke={1.4} />,
  gardening: <IconPlant2 size={56} stroke={1.4} />,
};

export function EcoShopDemo() {
  const intl = useIntl();
  const [category, setCategory] = useState<EcoFilter>('all');
  const [cartCount, setCartCount] = useState(0);
  const visible = filterEcoProducts(ECO_SHOP_SAMPLES, category);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={2}>
            <FormattedMessage id="shop.eco.title" />
          </Title>
          <Text c="dimmed">
            <FormattedMessage id="shop.eco.subtitle" />
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" aria-live="polite" data-testid="eco-cart-counter">
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
            <IconShoppingCart size={20} />
          </ThemeIcon>
          <Text fw={600}>
            <FormattedMessage id="shop.eco.cartCount" values={{ count: cartCount }} />
          </Text>
        </Group>
      </Group>

      <Group gap="xs" role="group" aria-label={intl.formatMessage({ id: 'shop.eco.category.label' })}>
        {(['all', ...ECO_CATEGORIES] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            radius="xl"
            variant={category === value ? 'filled' : 'default'}
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
          >
            <FormattedMessage id={categoryLabels[value]} />
          </Button>
        ))}
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {visible.map((product) => (
          <EcoProductCard
            key={product.id}
            product={product}
            onAdd={() => setCartCount((count) => addToEcoCart(count, product))}
          />
        ))}
      </SimpleGrid>

      <Center>
        {/* Spec §2.11: Load More does nothing. */}
        <Button variant="default" type="button">
          <FormattedMessage id="shop.eco.loadMore" />
        </Button>
      </Center>
    </Stack>
  );
}

function EcoProductCard({ product, onAdd }: { product: EcoProduct; onAdd: () => void }) {
  const format = useFormat();
  const intl = useIntl();
  const headingId = useId();
  const features = firstThree(product.features);
  const colors = firstThree(product.colors);
  const sizes = firstThree(product.sizes);

  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Card.Section pos="relative">
        <Center h={150} bg="var(--mantine-color-default-hover)" c="var(--mantine-primary-color-filled)">
          <span aria-hidden>{categoryIcons[product.category]}</span>
        </Center>
        <Group gap={6} pos="absolute" top={10} left={10}>
          {product.bestseller && (
            <Badge color={BADGE_COLORS.best} autoContrast>
              <FormattedMessage id="shop.eco.badge.best" />
            </Badge>
          )}
          {product.newArrival && (
            <Badge color={BADGE_COLORS.fresh} autoContrast>
              <FormattedMessage id="shop.eco.badge.new" />
            </Badge>
          )}
          {product.discount > 0 && (
            <Badge color={BADGE_COLORS.discount} autoContrast>
              <FormattedMessage
                id="shop.eco.badge.discount"
                values={{ percent: format.percent(product.discount) }}
              />
            </Badge>
          )}
        </Group>
      </Card.Section>

      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={3} size="h4" id={headingId} lang="en">
          {product.name}
        </Title>
        <Group gap={4} wrap="nowrap">
          <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-6)" />
          <Text size="sm">
            <FormattedMessage
              id="shop.eco.rating"
              values={{ rating: format.number(product.rating, 1), reviews: product.reviews }}
            />
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lang="en">
          {product.description}
        </Text>
        <List
          size="sm"
          spacing={2}
          icon={<IconCheck size={14} aria-hidden color="var(--mantine-primary-color-filled)" />}
          lang="en"
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {colors.length > 0 && (
          <OptionRow label={intl.formatMessage({ id: 'shop.eco.colors' })} options={colors} />
        )}
        {sizes.length > 0 && (
          <OptionRow label={intl.formatMessage({ id: 'shop.eco.sizes' })} options={sizes} />
        )}

        <Group justify="space-between" align="flex-end" mt="auto" pt="xs">
          <Group gap="xs" align="baseline">
            <Text fw={800} size="xl">
              {format.euro(product.price)}
            </Text>
            {product.originalPrice && (
              <Text size="sm" c="dimmed" td="line-through">
                <VisuallyHidden>
                  <FormattedMessage id="shop.eco.originalPrice" />
                </VisuallyHidden>
                {format.euro(product.originalPrice)}
              </Text>
            )}
          </Group>
          <Badge
            color={product.inStock ? BADGE_COLORS.inStock : BADGE_COLORS.outOfStock}
            autoContrast
            variant="filled"
          >
            <FormattedMessage id={product.inStock ? 'shop.eco.inStock' : 'shop.eco.outOfStock'} />
          </Badge>
        </Group>
        <Button
          leftSection={<IconShoppingCart size={18} aria-hidden />}
          onClick={onAdd}
          disabled={!product.inStock}
        >
          <FormattedMessage id="shop.eco.addToCart" />
        </Button>
      </Stack>
    </Card>
  );
}

function OptionRow({ label, options }: { label: string; options: readonly string[] }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" fw={600}>
        {label}:
      </Text>
      {options.map((option) => (
        <Badge key={option} variant="default" size="sm" tt="none" lang="en">
          {option}
        </Badge>
      ))}
    </Group>
  );
}
