/**
 * The German shop (spec §2.10) shared by /shop and /shopdemo: search, category buttons, the product grid
 * with its empty state, the cart button and dialog, and the closing benefits section. Where the products
 * come from and what ordering does is the page's business.
 */
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconSearch, IconShoppingCart, IconZoomExclamation } from '@tabler/icons-react';
import { PRODUCT_CATEGORIES, type Product } from '@wurzelwerk/shared';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../components/useToast';
import { CartDialog } from './CartDialog';
import { priceCart, quantityLimit } from './cart';
import { type CategoryFilter, filterProducts, NO_FILTER } from './catalog';
import type { Checkout, CheckoutResult } from './checkout';
import { categoryLabels } from './labels';
import { ProductCard } from './ProductCard';
import { ShopBenefits } from './ShopBenefits';
import { useStoredCart } from './useStoredCart';

/** One empty list, so that the memos below keep their value while the catalogue loads. */
const NO_PRODUCTS: readonly Product[] = [];

interface ShopViewProps {
  /** The catalogue; undefined while it loads. */
  products: readonly Product[] | undefined;
  loadFailed?: boolean;
  /** Where the cart is kept (one key per shop). */
  storageKey: string;
  onCheckout: (checkout: Checkout) => Promise<CheckoutResult>;
  /** The text under "Bestellung abgeschlossen!". */
  successMessage: (orderNumber: string | null) => string;
}

export function ShopView({ products, loadFailed, storageKey, onCheckout, successMessage }: ShopViewProps) {
  const intl = useIntl();
  const toast = useToast();
  const [category, setCategory] = useState<CategoryFilter>(NO_FILTER.category);
  const [search, setSearch] = useState(NO_FILTER.search);
  const [cartOpen, setCartOpen] = useState(false);
  const { lines, dispatch } = useStoredCart(storageKey);

  const catalogue = products ?? NO_PRODUCTS;
  const visible = useMemo(
    () => filterProducts(catalogue, { category, search }),
    [catalogue, category, search],
  );
  const cart = useMemo(() => priceCart(lines, catalogue), [lines, catalogue]);
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  const inCart = (product: Product) => lines.find((line) => line.productId === product.id)?.quantity ?? 0;

  function resetFilters() {
    setCategory(NO_FILTER.category);
    setSearch(NO_FILTER.search);
  }

  function ordered(orderNumber: string | null) {
    dispatch({ type: 'clear' });
    setCartOpen(false);
    toast({ title: intl.formatMessage({ id: 'shop.order.success' }), message: successMessage(orderNumber) });
  }

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 260px' }}
            label={<FormattedMessage id="shop.search.label" />}
            placeholder={intl.formatMessage({ id: 'shop.search.placeholder' })}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Button
            size="md"
            leftSection={<IconShoppingCart size={18} aria-hidden />}
            onClick={() => setCartOpen(true)}
          >
            <FormattedMessage id="shop.cart.open" values={{ count }} />
          </Button>
        </Group>
        <Group gap="xs" role="group" aria-label={intl.formatMessage({ id: 'shop.category.label' })}>
          {(['all', ...PRODUCT_CATEGORIES] as const).map((value) => (
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
      </Stack>

      <section aria-labelledby="shop-products-heading">
        <Title order={2} id="shop-products-heading" mb="md">
          <FormattedMessage id="shop.products.heading" />
        </Title>
        {loadFailed ? (
          <Text c="red" role="alert">
            <FormattedMessage id="shop.products.loadError" />
          </Text>
        ) : products === undefined ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <Skeleton key={key} h={440} radius="md" />
            ))}
          </SimpleGrid>
        ) : visible.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
                <IconZoomExclamation size={28} />
              </ThemeIcon>
              <Title order={3}>
                <FormattedMessage id="shop.empty.title" />
              </Title>
              <Text c="dimmed">
                <FormattedMessage id="shop.empty.hint" />
              </Text>
              <Button onClick={resetFilters}>
                <FormattedMessage id="shop.empty.reset" />
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
              <FormattedMessage id="shop.products.count" values={{ count: visible.length }} />
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {visible.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  inCart={inCart(product)}
                  limit={quantityLimit(product)}
                  onAdd={() =>
                    dispatch({ type: 'add', productId: product.id, limit: quantityLimit(product) })
                  }
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </section>

      <ShopBenefits />

      <CartDialog
        opened={cartOpen}
        onClose={() => setCartOpen(false)}
        cart={cart}
        onQuantity={(product, quantity) =>
          dispatch({ type: 'setQuantity', productId: product.id, quantity, limit: quantityLimit(product) })
        }
        onCheckout={onCheckout}
        onOrdered={ordered}
      />
    </Stack>
  );
}
