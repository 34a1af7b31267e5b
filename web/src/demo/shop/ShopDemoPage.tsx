/**
 * The public shop demo at /shopdemo (public-and-local-screens.md §2.10, §7): the real shop view on the
 * shared sample catalogue, fully local — the cart stays in the browser and ordering only shows the alert
 * and empties the cart.
 */
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '../../components/PageHeader';
import { CART_STORAGE_KEYS, type CheckoutResult, ShopView } from '../../features/shop';
import { sampleProducts } from './data';

/** The demo sends nothing (spec §7): an order is accepted at once. */
const localCheckout = async (): Promise<CheckoutResult> => ({ ok: true, orderNumber: null });

export default function ShopDemoPage() {
  const intl = useIntl();
  const language = intl.locale === 'en' ? 'en' : 'de';
  const products = useMemo(() => sampleProducts(language), [language]);

  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage({ id: 'page.shopDemo' })}
        subtitle={<FormattedMessage id="shop.demo.subtitle" />}
      />
      <ShopView
        products={products}
        storageKey={CART_STORAGE_KEYS.demo}
        onCheckout={localCheckout}
        successMessage={() => intl.formatMessage({ id: 'shop.demo.orderNote' })}
      />
    </Stack>
  );
}
