/**
 * The marketplace as signed-in users see it (product §2 Marketplace, §5 filters and sort): hero, search, sort,
 * advanced filters, categories, the asset grid with its empty state, info cards and a call to action. Drawn
 * from its props: the signed-in page (MarketplacePage) passes its query and opens the investment dialog, the
 * public demo (MarketplaceDemoPage) passes sample assets and invites to register.
 */
import { Button, Collapse, Loader, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconCertificate, IconLeaf, IconShieldCheck } from '@tabler/icons-react';
import { ASSET_CATEGORIES, type AssetCategory, type AssetType } from '@wurzelwerk/shared';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useMemo,
  useState,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardGrid, cardImageLoading } from '../../components/CardGrid';
import { ChoiceButtons } from '../../components/ChoiceButtons';
import { InfoCard } from '../../components/InfoCard';
import { SearchBar } from '../../components/SearchBar';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { PENDING, type QueryState } from '../../lib/queryState';
import { AssetCard } from './AssetCard';
import { categoryLabels } from './categories';
import {
  FULL_RANGE,
  filterAssets,
  type PriceRange,
  SORT_OPTIONS,
  type SortOption,
  sortAssets,
} from './logic';
import { MarketplaceHero } from './MarketplaceHero';

const AdvancedFilters = lazy(() => import('./AdvancedFilters'));

const sortLabels = {
  featured: 'marketplace.sort.featured',
  'price-low': 'marketplace.sort.priceLow',
  'price-high': 'marketplace.sort.priceHigh',
  'return-high': 'marketplace.sort.returnHigh',
  newest: 'marketplace.sort.newest',
} as const satisfies Record<SortOption, MessageId>;

export type CategoryFilter = AssetCategory | 'all';
const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...ASSET_CATEGORIES];

export interface MarketplaceViewProps {
  /** The assets of the chosen category. */
  assets: QueryState<readonly AssetType[]>;
  /** The category is the caller's: the signed-in page asks the server for it (product §7). */
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  /** What a card's invest action opens: the investment dialog, or the demo's invitation to register. */
  InvestDialog: ComponentType<{ asset: AssetType | null; onClose: () => void }>;
  /** The page of an asset, when the visitor can open it. */
  assetHref?: (asset: AssetType) => string;
  /** Shown under the hero (the demo's note). */
  notice?: ReactNode;
  /** The invest action changes data (the signed-in page): offline it is disabled with the reason. */
  onlineRequired?: boolean;
}

export function MarketplaceView({
  assets: given,
  category,
  onCategoryChange: setCategory,
  InvestDialog,
  assetHref,
  notice,
  onlineRequired,
}: MarketplaceViewProps) {
  // The hero and the controls paint first; the cards (the page's largest render) follow in a deferred one,
  // their placeholders holding the place until then (issue 16: the hero is the largest paint).
  const assets = useDeferredValue(given, PENDING);
  const [selected, setSelected] = useState<AssetType | null>(null);
  const intl = useIntl();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOption>('featured');
  const [priceRange, setPriceRange] = useState<PriceRange>(FULL_RANGE);
  const [showFilters, setShowFilters] = useState(false);
  const [filtersOpened, setFiltersOpened] = useState(false);
  const visible = useMemo(
    () => sortAssets(filterAssets(assets.data ?? [], { search, priceRange }), sort),
    [assets.data, search, priceRange, sort],
  );

  function showAll() {
    setSearch('');
    setCategory('all');
    setPriceRange(FULL_RANGE);
  }

  return (
    <>
      <Stack gap="xl">
        <MarketplaceHero />
        {notice}

        <Stack gap="md">
          <SearchBar
            label="marketplace.search.label"
            placeholder="marketplace.search.placeholder"
            value={search}
            onChange={setSearch}
          >
            {/* The browser's own select: the phone's picker, and no popover code on the page's way. */}
            <NativeSelect
              w={240}
              label={<FormattedMessage id="marketplace.sort.label" />}
              data={SORT_OPTIONS.map((value) => ({
                value,
                label: intl.formatMessage({ id: sortLabels[value] }),
              }))}
              value={sort}
              onChange={(event) => setSort(event.currentTarget.value as SortOption)}
            />
            <Button
              variant={showFilters ? 'light' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={() => {
                setFiltersOpened(true);
                setShowFilters((open) => !open);
              }}
              aria-expanded={showFilters}
              aria-controls="marketplace-filters"
            >
              <FormattedMessage id="marketplace.filters.toggle" />
            </Button>
          </SearchBar>

          <Collapse expanded={showFilters} id="marketplace-filters">
            {/* Closed at first: their code (a range slider, selects) comes when they are first opened. */}
            {filtersOpened && (
              <Suspense fallback={<Loader size="sm" m="md" aria-hidden />}>
                <AdvancedFilters priceRange={priceRange} onPriceRange={setPriceRange} />
              </Suspense>
            )}
          </Collapse>

          <ChoiceButtons
            label={intl.formatMessage({ id: 'marketplace.category.label' })}
            values={CATEGORY_FILTERS}
            value={category}
            onChange={setCategory}
          >
            {(value) => (
              <FormattedMessage id={value === 'all' ? 'marketplace.category.all' : categoryLabels[value]} />
            )}
          </ChoiceButtons>
        </Stack>

        <section id="assets" aria-labelledby="marketplace-assets-heading">
          <Title order={2} id="marketplace-assets-heading" mb="md">
            <FormattedMessage id="marketplace.assets.heading" />
          </Title>
          <CardGrid
            loading={assets.isPending}
            failed={assets.isError}
            loadError={<FormattedMessage id="marketplace.assets.loadError" />}
            count={visible.length}
            countLabel="marketplace.assets.count"
            placeholderHeight={380}
            empty={{
              title: <FormattedMessage id="marketplace.empty.title" />,
              hint: <FormattedMessage id="marketplace.empty.hint" />,
              actions: (
                <>
                  <Button variant="default" onClick={() => setSearch('')}>
                    <FormattedMessage id="marketplace.empty.resetSearch" />
                  </Button>
                  <Button onClick={showAll}>
                    <FormattedMessage id="marketplace.empty.showAll" />
                  </Button>
                </>
              ),
            }}
          >
            {visible.map((asset, index) => (
              <AssetCard
                key={asset.id}
                asset={asset}
                href={assetHref?.(asset)}
                onInvest={setSelected}
                onlineRequired={onlineRequired}
                imageLoading={cardImageLoading(index)}
              />
            ))}
          </CardGrid>
        </section>

        <section aria-labelledby="marketplace-info-heading">
          <Title order={2} id="marketplace-info-heading" mb="md">
            <FormattedMessage id="marketplace.info.heading" />
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <InfoCard
              icon={<IconLeaf />}
              title="marketplace.info.realTitle"
              text="marketplace.info.realText"
            />
            <InfoCard
              icon={<IconCertificate />}
              title="marketplace.info.impactTitle"
              text="marketplace.info.impactText"
            />
            <InfoCard
              icon={<IconShieldCheck />}
              title="marketplace.info.withdrawTitle"
              text="marketplace.info.withdrawText"
            />
          </SimpleGrid>
        </section>

        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <Title order={2}>
              <FormattedMessage id="marketplace.cta.title" />
            </Title>
            <Text c="dimmed" maw={620}>
              <FormattedMessage id="marketplace.cta.text" values={{ amount: format.euroWhole(500) }} />
            </Text>
            <Button component="a" href="#assets" size="md">
              <FormattedMessage id="marketplace.cta.button" />
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <InvestDialog asset={selected} onClose={() => setSelected(null)} />
    </>
  );
}
