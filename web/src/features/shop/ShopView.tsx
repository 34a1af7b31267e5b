/**
 * The German shop (product §2.10) shared by /shop and /shopdemo: search, category buttons, the product grid
 * with its empty state, the cart button and dialog, and the closing benefits section. Where the products
 * come from and what ordering does is the page's business.
 */
import { Button, Stack, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { PRODUCT_CATEGORIES, type Product } from '@wurzelwerk/shared';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardGrid, cardImageLoading } from '../../components/CardGrid';
import { SearchBar } from '../../components/SearchBar';
import { useToast } from '../../components/useToast';
import { CartDialog } from './CartDialog';
import { CategoryButtons } from './CategoryButtons';
import { priceCart, quantityLimit } from './cart';
import { type CategoryFilter, filterProducts, NO_FILTER } from './catalog';
import type { Checkout, CheckoutResult } from './checkout';
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
  /** Ordering changes data (the signed-in shop, not the demo): offline the order button is disabled. */
  onlineRequired?: boolean;
}

export function ShopView({
  products,
  loadFailed,
  storageKey,
  onCheckout,
  successMessage,
  onlineRequired,
}: ShopViewProps) {
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
        <SearchBar
          label="shop.search.label"
          placeholder="shop.search.placeholder"
          value={search}
          onChange={setSearch}
        >
          <Button
            size="md"
            leftSection={<IconShoppingCart size={18} aria-hidden />}
            onClick={() => setCartOpen(true)}
          >
            <FormattedMessage id="shop.cart.open" values={{ count }} />
          </Button>
        </SearchBar>
        <CategoryButtons categories={PRODUCT_CATEGORIES} value={category} onChange={setCategory} />
      </Stack>

      <section aria-labelledby="shop-products-heading">
        <Title order={2} id="shop-products-heading" mb="md">
          <FormattedMessage id="shop.products.heading" />
        </Title>
        <CardGrid
          loading={products === undefined && !loadFailed}
          failed={Boolean(loadFailed)}
          loadError={<FormattedMessage id="shop.products.loadError" />}
          count={visible.length}
          countLabel="shop.products.count"
          placeholderHeight={440}
          empty={{
            title: <FormattedMessage id="shop.empty.title" />,
            hint: <FormattedMessage id="shop.empty.hint" />,
            actions: (
              <Button onClick={resetFilters}>
                <FormattedMessage id="shop.empty.reset" />
              </Button>
            ),
          }}
        >
          {visible.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              inCart={inCart(product)}
              limit={quantityLimit(product)}
              imageLoading={cardImageLoading(index)}
              onAdd={() => dispatch({ type: 'add', productId: product.id, limit: quantityLimit(product) })}
            />
          ))}
        </CardGrid>
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
        onlineRequired={onlineRequired}
      />
    </Stack>
  );
}
