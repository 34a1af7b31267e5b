/**
 * The public marketplace demo at /marketplacedemo (product §2.1, product §2 Marketplace): the real
 * MarketplaceView on local sample assets. Nothing is loaded or sent; the invest action invites to register.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { type AssetType, INVESTMENT_LIMITS, languageOf } from '@wurzelwerk/shared';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DemoNotice } from '../../components/DemoNotice';
import { ItemDialog } from '../../components/ItemDialog';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { type CategoryFilter, MarketplaceView } from '../../features/marketplace';
import { useFormat } from '../../lib/format';
import { loaded } from '../../lib/queryState';
import { marketplaceDemoAssets } from './data';

export default function MarketplaceDemoPage() {
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const [category, setCategory] = useState<CategoryFilter>('all');
  const assets = useMemo(() => loaded(marketplaceDemoAssets(locale, category)), [locale, category]);

  return (
    <>
      <PageMeta
        title={intl.formatMessage({ id: 'page.marketplaceDemo' })}
        description="meta.marketplaceDemo"
      />
      <MarketplaceView
        assets={assets}
        category={category}
        onCategoryChange={setCategory}
        InvestDialog={RegisterInvitation}
        notice={<DemoNotice text="marketplace.demo.text" />}
      />
    </>
  );
}

/** In place of the investment dialog: investing needs an account, so the demo invites to create one. */
function RegisterInvitation({ asset, onClose }: { asset: AssetType | null; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <ItemDialog
      item={asset}
      onClose={onClose}
      title={(shown) => intl.formatMessage({ id: 'marketplace.demo.inviteTitle' }, { name: shown.name })}
      closeLabel={intl.formatMessage({ id: 'marketplace.invest.close' })}
      centered
    >
      {() => (
        <Stack gap="md">
          <Text>
            <FormattedMessage
              id="marketplace.demo.inviteText"
              values={{ amount: format.euroWhole(INVESTMENT_LIMITS.minEuro) }}
            />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="marketplace.demo.inviteBack" />
            </Button>
            <Button component={Link} to={paths.login} variant="default">
              <FormattedMessage id="marketplace.demo.inviteLogin" />
            </Button>
            <Button component={Link} to={paths.register}>
              <FormattedMessage id="marketplace.demo.inviteRegister" />
            </Button>
          </Group>
        </Stack>
      )}
    </ItemDialog>
  );
}
