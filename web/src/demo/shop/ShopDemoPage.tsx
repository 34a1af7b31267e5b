/**
 * The public shop demo at /shopdemo (product §2.10, §2.11, §7): the real shop view on
 * the shared sample catalogue, fully local — the cart stays in the browser and ordering only shows the
 * alert and empties the cart — and the English eco shop demo as a second tab. The tab is kept in the
 * address (?tab=eco), so the eco shop can be linked to directly.
 */
import { Stack, Tabs } from '@mantine/core';
import { BRAND, languageOf } from '@wurzelwerk/shared';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { MessagePageHeader } from '../../components/PageHeader';
import { CART_STORAGE_KEYS, type CheckoutResult, ShopView } from '../../features/shop';
import { sampleProducts } from './data';
import { EcoShopTab } from './EcoShopTab';

const ECO_TAB = 'eco';
const SHOP_TAB = 'shop';

/** The demo sends nothing (product §7): an order is accepted at once. */
const localCheckout = async (): Promise<CheckoutResult> => ({ ok: true, orderNumber: null });

export default function ShopDemoPage() {
  const intl = useIntl();
  const language = languageOf(intl.locale);
  const products = useMemo(() => sampleProducts(language), [language]);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === ECO_TAB ? ECO_TAB : SHOP_TAB;

  return (
    <Stack gap="xl">
      <MessagePageHeader title="page.shopDemo" subtitle="shop.demo.subtitle" description="meta.shopDemo" />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === ECO_TAB ? { tab: ECO_TAB } : {}, { replace: true })}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value={SHOP_TAB}>
            <FormattedMessage id="shop.demo.tab.shop" values={{ brand: BRAND }} />
          </Tabs.Tab>
          <Tabs.Tab value={ECO_TAB}>
            <FormattedMessage id="shop.demo.tab.eco" />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={SHOP_TAB}>
          <ShopView
            products={products}
            storageKey={CART_STORAGE_KEYS.demo}
            onCheckout={localCheckout}
            successMessage={() => intl.formatMessage({ id: 'shop.demo.orderNote' })}
          />
        </Tabs.Panel>
        <Tabs.Panel value={ECO_TAB}>
          <EcoShopTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
