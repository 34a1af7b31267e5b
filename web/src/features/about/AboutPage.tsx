/**
 * The about page at /about (spec §2.3): hero, mission, achievement statistics, values, platform features,
 * the journey 2024–2025 and calls to action. Local only; figures come from sampleData.ts.
 */
import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconChartLine,
  IconDeviceMobile,
  IconEye,
  IconFlag,
  IconHeartHandshake,
  IconLeaf,
  IconPlant2,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { BRAND } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useLocalized } from '../../components/localizedSample';
import { DocumentTitle } from '../../components/PageHeader';
import type { MessageId } from '../../i18n/messages';
import { achievements, journey } from './sampleData';

interface IconCard {
  icon: ReactNode;
  title: MessageId;
  text: MessageId;
}

const values: readonly IconCard[] = [
  {
    icon: <IconEye size={24} />,
    title: 'about.values.transparency.title',
    text: 'about.values.transparency.text',
  },
  { icon: <IconLeaf size={24} />, title: 'about.values.impact.title', text: 'about.values.impact.text' },
  {
    icon: <IconHeartHandshake size={24} />,
    title: 'about.values.community.title',
    text: 'about.values.community.text',
  },
  { icon: <IconShieldCheck size={24} />, title: 'about.values.trust.title', text: 'about.values.trust.text' },
];

const features: readonly IconCard[] = [
  {
    icon: <IconChartLine size={24} />,
    title: 'about.features.invest.title',
    text: 'about.features.invest.text',
  },
  { icon: <IconPlant2 size={24} />, title: 'about.features.game.title', text: 'about.features.game.text' },
  { icon: <IconLeaf size={24} />, title: 'about.features.impact.title', text: 'about.features.impact.text' },
  {
    icon: <IconDeviceMobile size={24} />,
    title: 'about.features.app.title',
    text: 'about.features.app.text',
  },
];

function IconCards({ items }: { items: readonly IconCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {items.map((item) => (
        <Card key={item.title} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              {item.icon}
            </ThemeIcon>
            <Title order={3} size="h4">
              <FormattedMessage id={item.title} />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id={item.text} />
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export default function AboutPage() {
  const intl = useIntl();
  const pick = useLocalized();
  const n = (value: number) => intl.formatNumber(value);
  const stats: readonly { label: MessageId; value: string }[] = [
    { label: 'about.stats.projects', value: n(achievements.projects) },
    { label: 'about.stats.investors', value: n(achievements.investors) },
    { label: 'about.stats.co2', value: `${n(achievements.co2Tonnes)} t` },
    { label: 'about.stats.countries', value: n(achievements.countries) },
  ];
  const title = intl.formatMessage({ id: 'about.title' });
  return (
    <Stack gap={48}>
      <DocumentTitle title={intl.formatMessage({ id: 'page.about' })} />
      <Stack gap="sm" pt="md">
        <Title order={1}>{title}</Title>
        <Text size="xl" maw={720}>
          <FormattedMessage id="about.hero.subtitle" values={{ brand: BRAND }} />
        </Text>
      </Stack>

      <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="about-mission">
        <Group gap="sm" mb="xs">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <IconFlag size={22} />
          </ThemeIcon>
          <Title id="about-mission" order={2}>
            <FormattedMessage id="about.mission.title" />
          </Title>
        </Group>
        <Text size="lg" fw={600}>
          <FormattedMessage id="about.mission.text" />
        </Text>
        <Text c="dimmed" mt="xs">
          <FormattedMessage id="about.mission.detail" />
        </Text>
      </Paper>

      <Stack component="section" aria-labelledby="about-stats" gap="md">
        <Group gap="xs">
          <Title id="about-stats" order={2}>
            <FormattedMessage id="about.stats.title" />
          </Title>
          <Badge variant="default">
            <FormattedMessage id="about.stats.sample" />
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {stats.map((stat) => (
            <Paper key={stat.label} withBorder radius="md" p="md" ta="center">
              <Text fw={800} fz={28}>
                {stat.value}
              </Text>
              <Text size="sm" c="dimmed">
                <FormattedMessage id={stat.label} />
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack component="section" aria-labelledby="about-values" gap="md">
        <Title id="about-values" order={2}>
          <FormattedMessage id="about.values.title" />
        </Title>
        <IconCards items={values} />
      </Stack>

      <Stack component="section" aria-labelledby="about-features" gap="md">
        <Title id="about-features" order={2}>
          <FormattedMessage id="about.features.title" />
        </Title>
        <IconCards items={features} />
      </Stack>

      <Stack component="section" aria-labelledby="about-journey" gap="md">
        <Title id="about-journey" order={2}>
          <FormattedMessage id="about.journey.title" />
        </Title>
        <Timeline active={journey.length - 1} bulletSize={24} lineWidth={2}>
          {journey.map((step) => (
            <Timeline.Item
              key={step.title.en}
              bullet={<IconUsers size={12} aria-hidden />}
              title={
                <Title order={3} size="h5">
                  {pick(step.title)}
                </Title>
              }
            >
              <Text size="sm" fw={600}>
                {pick(step.period)}
              </Text>
              <Text size="sm" c="dimmed">
                {pick(step.text)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>

      <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="about-cta">
        <Stack align="center" ta="center" gap="md">
          <Title id="about-cta" order={2}>
            <FormattedMessage id="about.cta.title" />
          </Title>
          <Group justify="center">
            <Button component={Link} to={paths.dashboardDemo} size="md">
              <FormattedMessage id="about.cta.start" />
            </Button>
            <Button component={Link} to={paths.register} size="md" variant="default">
              <FormattedMessage id="about.cta.register" />
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
