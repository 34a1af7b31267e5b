/** The signed-in marketplace at /marketplace: loads the asset types and invests through InvestDialog. */
import { keepPreviousData } from '@tanstack/react-query';
import type { AssetType } from '@wurzelwerk/shared';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { PageMeta } from '../../components/PageMeta';
import { assetPath } from '../../config/paths';
import { trpc } from '../../lib/trpc';
import { useDeferredModule } from '../../lib/useDeferredModule';
import { type CategoryFilter, MarketplaceView } from './MarketplaceView';

const assetHref = (asset: AssetType) => assetPath(asset.id);

const loadInvestDialog = () => import('./InvestDialog');

/**
 * The investment dialog with the form libraries it needs: fetched once the list is on screen and the
 * browser idle, or at once when a card's button asks for it (the dialog opens when it is there).
 */
function DeferredInvestDialog({ asset, onClose }: { asset: AssetType | null; onClose: () => void }) {
  const { module, request } = useDeferredModule(loadInvestDialog);
  useEffect(() => {
    if (asset) request();
  }, [asset, request]);
  return module ? <module.InvestDialog asset={asset} onClose={onClose} /> : null;
}

export default function MarketplacePage() {
  const intl = useIntl();
  const [category, setCategory] = useState<CategoryFilter>('all');
  // Product §7: the category becomes part of the request (and the cache key) unless all are shown.
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
        InvestDialog={DeferredInvestDialog}
        assetHref={assetHref}
        onlineRequired
      />
    </>
  );
}
