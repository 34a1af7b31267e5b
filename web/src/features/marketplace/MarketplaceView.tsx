/**
 * The marketplace as signed-in users see it (spec §2 Marketplace, §5 filters and sort): hero, search, sort,
 * advanced filters, categories, the asset grid with its empty state, info cards and a call to action. Drawn
 * from its props: the signed-in page (MarketplacePage) passes its query and opens the investment dialog, the
 * public demo (MarketplaceDemoPage) passes sample assets and invites to register.
 */
import {
  Button,
  Card,
  Collapse,
  Group,
  Paper,
  RangeSlider,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconCertificate,
  IconLeaf,
  IconSearch,
  IconShieldCheck,
  IconZoomExclamation,
} from '@tabler/icons-react';
import { ASSET_CATEGORIES, type AssetCategory, type AssetType } from '@wurzelwerk/shared';
import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import type { QueryState } from '../../lib/queryState';
import { AssetCard } from './AssetCard';
import { categoryLabels } from './categories';
import {
  filterAssets,
  PRICE_RANGE,
  type PriceRange,
  pageMove,
  SORT_OPTIONS,
  type SortOption,
  sortAssets,
} from './logic';

const sortLabels = {
  featured: 'marketplace.sort.featured',
  'price-low': 'marketplace.sort.priceLow',
  'price-high': 'marketplace.sort.priceHigh',
  'return-high': 'marketplace.sort.returnHigh',
  newest: 'marketplace.sort.newest',
} as const satisfies Record<SortOption, MessageId>;

/** The spec's hard-coded hero figures, each with a label that says what it is. */
const heroFigures = [
  { value: '50K+', label: 'marketplace.hero.investors' },
  { value: '12%', label: 'marketplace.hero.maxReturn' },
  { value: '1.2M', label: 'marketplace.hero.co2' },
  { value: '+8.4%', label: 'marketplace.hero.growth' },
  { value: '4.7', label: 'marketplace.hero.rating' },
] as const satisfies readonly { value: string; label: MessageId }[];

const FULL_RANGE: PriceRange = [PRICE_RANGE.min, PRICE_RANGE.max];

export type CategoryFilter = AssetCategory | 'all';

export interface MarketplaceViewProps {
  /** The assets of the chosen category. */
  assets: QueryState<readonly AssetType[]>;
  /** The category is the caller's: the signed-in page asks the server for it (spec §7). */
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  /** The invest action of a card. */
  onInvest: (asset: AssetType) => void;
  /** The page of an asset, when the visitor can open it. */
  assetHref?: (asset: AssetType) => string;
  /** Shown under the hero (the demo's note). */
  notice?: ReactNode;
}

export function MarketplaceView({
  assets,
  category,
  onCategoryChange: setCategory,
  onInvest,
  assetHref,
  notice,
}: MarketplaceViewProps) {
  const intl = useIntl();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOption>('featured');
  const [priceRange, setPriceRange] = useState<PriceRange>(FULL_RANGE);
  const pageKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    const thumb = Array.from(event.currentTarget.querySelectorAll('[role="slider"]')).indexOf(
      event.target as Element,
    );
    if (thumb !== 0 && thumb !== 1) return;
    event.preventDefault();
    setPriceRange((range) => pageMove(range, thumb, event.key === 'PageUp' ? 1 : -1));
  };
  const [showFilters, setShowFilters] = useState(false);
  const [impactLevel, setImpactLevel] = useState<string | null>('all');
  const [duration, setDuration] = useState<string | null>('all');
  const visible = useMemo(
    () => sortAssets(filterAssets(assets.data ?? [], { search, priceRange }), sort),
    [assets.data, search, priceRange, sort],
  );

  const heading = intl.formatMessage({ id: 'page.marketplace' });

  function showAll() {
    setSearch('');
    setCategory('all');
    setPriceRange(FULL_RANGE);
  }

  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} bg="var(--mantine-color-default-hover)">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{heading}</Title>
            <Text size="lg" c="dimmed">
              <FormattedMessage id="marketplace.hero.subtitle" />
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
            {heroFigures.map(({ value, label }) => (
              <Stack key={label} gap={0}>
                <Text fz={28} fw={800} lh={1.2}>
                  {value}
                </Text>
                <Text size="sm" c="dimmed">
                  <FormattedMessage id={label} />
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="marketplace.hero.sampleNote" />
          </Text>
        </Stack>
      </Paper>
      {notice}

      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 260px' }}
            label={<FormattedMessage id="marketplace.search.label" />}
            placeholder={intl.formatMessage({ id: 'marketplace.search.placeholder' })}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Select
            w={240}
            label={<FormattedMessage id="marketplace.sort.label" />}
            data={SORT_OPTIONS.map((value) => ({
              value,
              label: intl.formatMessage({ id: sortLabels[value] }),
            }))}
            value={sort}
            onChange={(value) => setSort((value as SortOption | null) ?? 'featured')}
            allowDeselect={false}
          />
          <Button
            variant={showFilters ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            onClick={() => setShowFilters((open) => !open)}
            aria-expanded={showFilters}
            aria-controls="marketplace-filters"
          >
            <FormattedMessage id="marketplace.filters.toggle" />
          </Button>
        </Group>

        <Collapse expanded={showFilters} id="marketplace-filters">
          <Paper withBorder radius="md" p="md">
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              <div>
                <Text size="sm" fw={500} id="marketplace-price-label">
                  <FormattedMessage id="marketplace.filters.price" />
                </Text>
                <Text size="sm" c="dimmed" mb="sm">
                  {format.euroWhole(priceRange[0])} – {format.euroWhole(priceRange[1])}
                </Text>
                {/* Mantine's slider knows the arrow keys; Page Up/Down move a thumb by 10 steps (spec §9). */}
                <div onKeyDownCapture={pageKeys}>
                  <RangeSlider
                    min={PRICE_RANGE.min}
                    max={PRICE_RANGE.max}
                    step={PRICE_RANGE.step}
                    minRange={0}
                    value={priceRange}
                    onChange={setPriceRange}
                    label={(value) => format.euroWhole(value)}
                    thumbFromLabel={intl.formatMessage({ id: 'marketplace.filters.priceMin' })}
                    thumbToLabel={intl.formatMessage({ id: 'marketplace.filters.priceMax' })}
                  />
                </div>
              </div>
              <Select
                label={<FormattedMessage id="marketplace.filters.impact" />}
                description={<FormattedMessage id="marketplace.filters.notApplied" />}
                data={[
                  { value: 'all', label: intl.formatMessage({ id: 'marketplace.filters.any' }) },
                  { value: 'high', label: intl.formatMessage({ id: 'marketplace.filters.impactHigh' }) },
                  { value: 'medium', label: intl.formatMessage({ id: 'marketplace.filters.impactMedium' }) },
                  { value: 'low', label: intl.formatMessage({ id: 'marketplace.filters.impactLow' }) },
                ]}
                value={impactLevel}
                onChange={setImpactLevel}
                allowDeselect={false}
              />
              <Select
                label={<FormattedMessage id="marketplace.filters.duration" />}
                description={<FormattedMessage id="marketplace.filters.notApplied" />}
                data={[
                  { value: 'all', label: intl.formatMessage({ id: 'marketplace.filters.any' }) },
                  { value: 'short', label: intl.formatMessage({ id: 'marketplace.filters.durationShort' }) },
                  {
                    value: 'medium',
                    label: intl.formatMessage({ id: 'marketplace.filters.durationMedium' }),
                  },
                  { value: 'long', label: intl.formatMessage({ id: 'marketplace.filters.durationLong' }) },
                ]}
                value={duration}
                onChange={setDuration}
                allowDeselect={false}
              />
            </SimpleGrid>
          </Paper>
        </Collapse>

        <Group gap="xs" role="group" aria-label={intl.formatMessage({ id: 'marketplace.category.label' })}>
          {(['all', ...ASSET_CATEGORIES] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              radius="xl"
              variant={category === value ? 'filled' : 'default'}
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
            >
              <FormattedMessage id={value === 'all' ? 'marketplace.category.all' : categoryLabels[value]} />
            </Button>
          ))}
        </Group>
      </Stack>

      <section id="assets" aria-labelledby="marketplace-assets-heading">
        <Title order={2} id="marketplace-assets-heading" mb="md">
          <FormattedMessage id="marketplace.assets.heading" />
        </Title>
        {assets.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <Skeleton key={key} h={380} radius="md" />
            ))}
          </SimpleGrid>
        ) : assets.isError ? (
          <Text c="red" role="alert">
            <FormattedMessage id="marketplace.assets.loadError" />
          </Text>
        ) : visible.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
                <IconZoomExclamation size={28} />
              </ThemeIcon>
              <Title order={3}>
                <FormattedMessage id="marketplace.empty.title" />
              </Title>
              <Text c="dimmed">
                <FormattedMessage id="marketplace.empty.hint" />
              </Text>
              <Group gap="sm" justify="center">
                <Button variant="default" onClick={() => setSearch('')}>
                  <FormattedMessage id="marketplace.empty.resetSearch" />
                </Button>
                <Button onClick={showAll}>
                  <FormattedMessage id="marketplace.empty.showAll" />
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
              <FormattedMessage id="marketplace.assets.count" values={{ count: visible.length }} />
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {visible.map((asset) => (
                <AssetCard key={asset.id} asset={asset} href={assetHref?.(asset)} onInvest={onInvest} />
              ))}
            </SimpleGrid>
          </>
        )}
      </section>

      <section aria-labelledby="marketplace-info-heading">
        <Title order={2} id="marketplace-info-heading" mb="md">
          <FormattedMessage id="marketplace.info.heading" />
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <InfoCard icon={<IconLeaf />} title="marketplace.info.realTitle" text="marketplace.info.realText" />
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
  );
}

function InfoCard({ icon, title, text }: { icon: ReactNode; title: MessageId; text: MessageId }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={3} size="h4" mt="sm">
        <FormattedMessage id={title} />
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        <FormattedMessage id={text} />
      </Text>
    </Card>
  );
}
