/** The signed-in marketplace at /marketplace: loads the asset types and invests through InvestDialog. */
import { keepPreviousData } from '@tanstack/react-query';
import type { AssetType } from '@wurzelwerk/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { assetPath } from '../../app/paths';
import { PageMeta } from '../../components/PageMeta';
import { trpc } from '../../lib/trpc';
import { InvestDialog } from './InvestDialog';
import { type CategoryFilter, MarketplaceView } from './MarketplaceView';

const assetHref = (asset: AssetType) => assetPath(asset.id);

export default function MarketplacePage() {
  const intl = useIntl();
  const [category, setCategory] = useState<CategoryFilter>('all');
  // Spec §7: the category becomes part of the request (and the cache key) unless all are shown.
  const assets = trpc.assets.list.useQuery(category === 'all' ? undefined : { category }, {
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageMeta title={intl.formatMessage({ id: 'page.marketplace' })} />
      <MarketplaceView
        assets={assets}
        category={category}
        onCategoryChange={setCategory}
        InvestDialog={InvestDialog}
        assetHref={assetHref}
      />
    </>
  );
}
