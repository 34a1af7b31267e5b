/**
 * The marketplace's hero (product §2 Marketplace): its title, the spec's hard-coded figures and the statutory
 * risk warning. It comes with the app's first load, so that the page's largest text paints with the shell
 * (app/PageFallback.tsx) rather than after the marketplace's files (issue 16); its texts are in the first part
 * of the catalogue (i18n/<lang>.json).
 */
import { Paper, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../components/PageHeader';
import { RiskWarning } from '../../components/RiskWarning';
import { type FigureItem, Figures } from '../../components/sections/Figures';

/** The spec's hard-coded hero figures, each with a label that says what it is. */
const heroFigures = [
  { value: '50K+', label: 'marketplace.hero.investors' },
  { value: '12%', label: 'marketplace.hero.maxReturn' },
  { value: '1.2M', label: 'marketplace.hero.co2' },
  { value: '+8.4%', label: 'marketplace.hero.growth' },
  { value: '4.7', label: 'marketplace.hero.rating' },
] as const satisfies readonly FigureItem[];

export function MarketplaceHero() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} bg="var(--mantine-color-default-hover)">
      <Stack gap="lg">
        <PageHeading
          title={<FormattedMessage id="page.marketplace" />}
          subtitle={<FormattedMessage id="marketplace.hero.subtitle" />}
          size="lg"
        />
        <Figures items={heroFigures} cols={{ base: 2, sm: 3, md: 5 }} centered={false} />
        <Text size="xs" c="dimmed">
          <FormattedMessage id="marketplace.hero.sampleNote" />
        </Text>
        <RiskWarning yieldNotice />
      </Stack>
    </Paper>
  );
}
