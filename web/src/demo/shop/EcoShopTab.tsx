/**
 * The English eco shop demo (product §2.11), the second tab of /shopdemo: the shop's
 * category buttons, grid and product cards on the local eco samples. Add to Cart only raises a counter
 * that never decreases, and Load More does nothing. Nothing is loaded or sent.
 */
import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBackpack,
  IconBolt,
  IconNotebook,
  IconPlant2,
  IconShirt,
  IconShoppingCart,
} from '@tabler/icons-react';
import { ECO_SHOP_CATEGORIES, type EcoShopCategory } from '@wurzelwerk/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardGrid } from '../../components/CardGrid';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import { CategoryButtons, type CategoryFilter, filterProducts, ProductCard } from '../../features/shop';
import { addToEcoCart, ecoShopProducts } from './ecoData';

const PRODUCTS = ecoShopProducts();

/** The samples carry no pictures; each card shows its category's icon instead. */
const categoryIcons: Record<EcoShopCategory, ReactNode> = {
  clothing: <IconShirt size={56} stroke={1.4} />,
  accessories: <IconBackpack size={56} stroke={1.4} />,
  tech: <IconBolt size={56} stroke={1.4} />,
  stationery: <IconNotebook size={56} stroke={1.4} />,
  gardening: <IconPlant2 size={56} stroke={1.4} />,
};

export function EcoShopTab() {
  const intl = useIntl();
  const [category, setCategory] = useState<CategoryFilter<EcoShopCategory>>('all');
  const [cartCount, setCartCount] = useState(0);
  const visible = useMemo(() => filterProducts(PRODUCTS, { category, search: '' }), [category]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <div>
          <Title order={2}>{intl.formatMessage({ id: 'shop.eco.title' })}</Title>
          <Text c="dimmed" mt={4}>
            {intl.formatMessage({ id: 'shop.eco.subtitle' })}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap" aria-live="polite" data-testid="eco-cart-counter">
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
            <IconShoppingCart size={20} />
          </ThemeIcon>
          <Text fw={600}>
            <FormattedMessage id="shop.eco.cartCount" values={{ count: cartCount }} />
          </Text>
        </Group>
      </Group>

      <CategoryButtons categories={ECO_SHOP_CATEGORIES} value={category} onChange={setCategory} />

      <CardGrid count={visible.length} countLabel="shop.products.count" placeholderHeight={440}>
        {visible.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            lang="en"
            picture={
              <Center h={150} bg="var(--mantine-color-default-hover)" c="var(--mantine-primary-color-filled)">
                <span aria-hidden>{categoryIcons[product.category]}</span>
              </Center>
            }
            onAdd={() => setCartCount((count) => addToEcoCart(count, product))}
          />
        ))}
      </CardGrid>

      <Center>
        {/* Product §2.11: Load More does nothing. */}
        <ComingSoonButton variant="default">
          <FormattedMessage id="shop.eco.loadMore" />
        </ComingSoonButton>
      </Center>
    </Stack>
  );
}
