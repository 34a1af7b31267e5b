/**
 * The investment categories page at /categories (product §2.4): six categories with figures, risk, impact,
 * benefits, up to three example projects each, timeline and verification. The figures are the spec's sample
 * data; the examples are the marketplace's own projects of the category (issue 36, read through the public
 * `GET /api/asset-types`). The Invest buttons are demo buttons and say so.
 */
import {
  Badge,
  Box,
  Card,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import {
  type AssetCategory,
  type AssetType,
  basePriceNumber,
  type RiskLevel,
  type SampleInvestmentCategory,
  sampleInvestmentCategories,
} from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import { DANGER_FILL } from '../../components/danger';
import { type Localized, useLocalized } from '../../components/localizedSample';
import { RiskWarning } from '../../components/RiskWarning';
import { CallToAction, PageIntro } from '../../components/sections';
import { useMarketplaceProjects } from '../../components/world-map/marketProjects';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';

// Filled badges with explicit text colours keep 4.5:1 in both schemes (light variants fall below it).
const riskStyle: Record<RiskLevel, { color: string; c: string }> = {
  low: { color: 'var(--mantine-color-forest-8)', c: 'white' },
  medium: { color: 'var(--mantine-color-yellow-4)', c: 'black' },
  high: { color: DANGER_FILL, c: 'white' },
};

/** The marketplace's category of each of the page's categories; ocean and urban have none yet. */
const MARKET_CATEGORY: Record<string, AssetCategory | undefined> = {
  reforestation: 'trees',
  'renewable-energy': 'energy',
  'sustainable-agriculture': 'fields',
  wildlife: 'animals',
};

/** How many of a category's projects the page shows as examples (product §2.4: three). */
const EXAMPLES = 3;

const riskLabel: Record<RiskLevel, MessageId> = {
  low: 'categories.risk.low',
  medium: 'categories.risk.medium',
  high: 'categories.risk.high',
};

function Figure({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** A small heading over a bulleted list of texts. */
function TitledList({ title, items }: { title: MessageId; items: readonly Localized[] }) {
  const pick = useLocalized();
  return (
    <Box>
      <Title order={3} size="h5" mb={4}>
        <FormattedMessage id={title} />
      </Title>
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item.en}>{pick(item)}</List.Item>
        ))}
      </List>
    </Box>
  );
}

/** A project's figure: its label (dimmed unless `plain`) on the left, the value on the right. */
function ProjectFigure({ label, value, plain }: { label: MessageId; value: string; plain?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c={plain ? undefined : 'dimmed'}>
        <FormattedMessage id={label} />
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

function ProjectCard({ project }: { project: AssetType }) {
  const intl = useIntl();
  const format = useFormat();
  const name = project.name;
  return (
    <Paper withBorder radius="md" p="md" data-testid="category-project">
      <Stack gap={6}>
        <Title order={4} size="h6">
          {name}
        </Title>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            {project.location}
          </Text>
        </Group>
        {project.fundingProgress !== null && (
          <>
            <ProjectFigure
              label="categories.project.funded"
              value={format.percent(project.fundingProgress * 100)}
              plain
            />
            <Progress
              value={Math.min(100, project.fundingProgress * 100)}
              aria-label={intl.formatMessage({ id: 'categories.project.fundedOf' }, { project: name })}
            />
          </>
        )}
        <ProjectFigure
          label="categories.project.target"
          value={
            project.fundingTarget === null
              ? intl.formatMessage({ id: 'categories.project.noTarget' })
              : format.euroWhole(project.fundingTarget)
          }
        />
        <ProjectFigure label="categories.project.raised" value={format.euroWhole(project.fundingRaised)} />
        <ProjectFigure
          label="categories.project.minInvest"
          value={format.euroWhole(basePriceNumber(project.basePrice))}
        />
        {/* Investing is not possible here (product §2.4: the button does nothing). */}
        <ComingSoonButton
          variant="default"
          size="xs"
          aria-label={intl.formatMessage({ id: 'categories.project.investLabel' }, { project: name })}
        >
          <FormattedMessage id="categories.project.invest" />
        </ComingSoonButton>
      </Stack>
    </Paper>
  );
}

/** The category's examples: the first three marketplace projects of its kind, or a word that there are none. */
function Examples({ category }: { category: SampleInvestmentCategory }) {
  const assets = useMarketplaceProjects();
  const kind = MARKET_CATEGORY[category.id];
  const examples = (assets.data ?? []).filter((a) => a.category === kind).slice(0, EXAMPLES);
  if (assets.isPending) return <Skeleton h={160} radius="md" aria-hidden="true" />;
  if (examples.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id={assets.isError ? 'categories.projects.failed' : 'categories.projects.none'} />
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {examples.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </SimpleGrid>
  );
}

function CategorySection({ category }: { category: SampleInvestmentCategory }) {
  const format = useFormat();
  const pick = useLocalized();
  const headingId = `category-${category.id}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      padding="lg"
      data-testid={headingId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title id={headingId} order={2} size="h3">
              {pick(category.name)}
            </Title>
            <Text c="dimmed">{pick(category.description)}</Text>
          </Stack>
          <Badge {...riskStyle[category.riskLevel]} variant="filled" size="lg">
            <FormattedMessage
              id="categories.risk.label"
              values={{ level: <FormattedMessage id={riskLabel[category.riskLevel]} /> }}
            />
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure
            label={<FormattedMessage id="categories.minInvestment" />}
            value={format.euroWhole(category.minInvestmentEuro)}
          />
          <Figure
            label={<FormattedMessage id="categories.expectedReturn" />}
            value={`${format.number(category.expectedReturn[0])}–${format.percent(category.expectedReturn[1])}`}
          />
          <Figure
            label={<FormattedMessage id="categories.timeline" />}
            value={
              <FormattedMessage
                id="categories.years"
                values={{ min: category.timelineYears[0], max: category.timelineYears[1] }}
              />
            }
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TitledList title="categories.impactMetrics" items={category.impactMetrics} />
          <TitledList title="categories.benefits" items={category.benefits} />
        </SimpleGrid>
        <Box>
          <Title order={3} size="h5" mb="xs">
            <FormattedMessage id="categories.projects" />
          </Title>
          <Examples category={category} />
        </Box>
        <Box>
          <Title order={3} size="h5" mb={4}>
            <FormattedMessage id="categories.verification" />
          </Title>
          <Text size="sm">{pick(category.verificationProcess)}</Text>
        </Box>
      </Stack>
    </Card>
  );
}

export default function CategoriesPage() {
  const intl = useIntl();
  return (
    <Stack gap="xl">
      <PageIntro
        page="page.categories"
        description="meta.categories"
        title={intl.formatMessage({ id: 'categories.title' })}
        lead={<FormattedMessage id="categories.subtitle" />}
        note={<FormattedMessage id="categories.sampleNote" />}
      />
      <RiskWarning yieldNotice />
      {sampleInvestmentCategories.map((category) => (
        <CategorySection key={category.id} category={category} />
      ))}
      <CallToAction
        id="categories-cta"
        title="categories.cta.title"
        links={[
          { to: paths.marketplaceDemo, label: 'categories.cta.marketplaceDemo' },
          { to: paths.register, label: 'categories.cta.register' },
        ]}
      />
    </Stack>
  );
}
