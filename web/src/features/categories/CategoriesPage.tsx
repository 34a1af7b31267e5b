/**
 * The investment categories page at /categories (spec §2.4): six categories with figures, risk, impact,
 * benefits, three sample projects each, timeline and verification. Local only; the Invest buttons are
 * demo buttons and say so.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useLocalized } from '../../components/localizedSample';
import { DocumentTitle } from '../../components/PageHeader';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import {
  type InvestmentCategory,
  investmentCategories,
  type RiskLevel,
  type SampleProject,
} from './sampleData';

const riskLabel: Record<RiskLevel, MessageId> = {
  low: 'categories.risk.low',
  medium: 'categories.risk.medium',
  high: 'categories.risk.high',
};
// Filled badges with explicit text colours keep 4.5:1 in both schemes (light variants fall below it).
const riskStyle: Record<RiskLevel, { color: string; c: string }> = {
  low: { color: 'var(--mantine-color-forest-8)', c: 'white' },
  medium: { color: 'var(--mantine-color-yellow-4)', c: 'black' },
  high: { color: 'var(--mantine-color-red-9)', c: 'white' },
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

function ProjectCard({ project }: { project: SampleProject }) {
  const intl = useIntl();
  const format = useFormat();
  const pick = useLocalized();
  const name = pick(project.name);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Title order={4} size="h6">
          {name}
        </Title>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            {pick(project.location)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">
            <FormattedMessage id="categories.project.funded" />
          </Text>
          <Text size="sm" fw={600}>
            {format.percent(project.fundedPercent)}
          </Text>
        </Group>
        <Progress
          value={project.fundedPercent}
          aria-label={intl.formatMessage({ id: 'categories.project.fundedOf' }, { project: name })}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="categories.project.target" />
          </Text>
          <Text size="sm" fw={600}>
            {format.euroWhole(project.targetEuro)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="categories.project.minInvest" />
          </Text>
          <Text size="sm" fw={600}>
            {format.euroWhole(project.minInvestEuro)}
          </Text>
        </Group>
        {/* Investing is not possible here (spec §2.4: the button does nothing); the tooltip says so. */}
        <Tooltip label={intl.formatMessage({ id: 'categories.project.demoHint' })}>
          <Button
            aria-disabled="true"
            variant="default"
            size="xs"
            onClick={(event) => event.preventDefault()}
            aria-label={intl.formatMessage({ id: 'categories.project.investLabel' }, { project: name })}
          >
            <FormattedMessage id="categories.project.invest" />
          </Button>
        </Tooltip>
      </Stack>
    </Paper>
  );
}

function CategorySection({ category }: { category: InvestmentCategory }) {
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
          <Box>
            <Title order={3} size="h5" mb={4}>
              <FormattedMessage id="categories.impactMetrics" />
            </Title>
            <List size="sm" spacing={2}>
              {category.impactMetrics.map((metric) => (
                <List.Item key={metric.en}>{pick(metric)}</List.Item>
              ))}
            </List>
          </Box>
          <Box>
            <Title order={3} size="h5" mb={4}>
              <FormattedMessage id="categories.benefits" />
            </Title>
            <List size="sm" spacing={2}>
              {category.benefits.map((benefit) => (
                <List.Item key={benefit.en}>{pick(benefit)}</List.Item>
              ))}
            </List>
          </Box>
        </SimpleGrid>
        <Box>
          <Title order={3} size="h5" mb="xs">
            <FormattedMessage id="categories.projects" />
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {category.projects.map((project) => (
              <ProjectCard key={project.name.en} project={project} />
            ))}
          </SimpleGrid>
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
  const title = intl.formatMessage({ id: 'categories.title' });
  return (
    <Stack gap="xl">
      <DocumentTitle title={intl.formatMessage({ id: 'page.categories' })} />
      <Stack gap="xs" pt="md">
        <Title order={1}>{title}</Title>
        <Text size="lg" maw={720}>
          <FormattedMessage id="categories.subtitle" />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="categories.sampleNote" />
        </Text>
      </Stack>
      {investmentCategories.map((category) => (
        <CategorySection key={category.id} category={category} />
      ))}
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="md">
          <Title order={2}>
            <FormattedMessage id="categories.cta.title" />
          </Title>
          <Group justify="center">
            <Button component={Link} to={paths.marketplaceDemo} size="md">
              <FormattedMessage id="categories.cta.marketplaceDemo" />
            </Button>
            <Button component={Link} to={paths.register} size="md" variant="default">
              <FormattedMessage id="categories.cta.register" />
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
