/**
 * The about page at /about (product §2.3): hero, mission, achievement statistics, values, platform features,
 * the journey 2024–2025 and calls to action. Local only; figures are sample content.
 */
import { Group, Paper, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
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
import { BRAND, sampleJourney as journey } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalized } from '../../components/localizedSample';
import { RiskWarning } from '../../components/RiskWarning';
import {
  CallToAction,
  Figures,
  IconCards,
  iconItems,
  PageIntro,
  Section,
  usePlatformFigures,
} from '../../components/sections';
import { paths } from '../../config/paths';

const values = iconItems(24, [
  [IconEye, 'about.values.transparency.title', 'about.values.transparency.text'],
  [IconLeaf, 'about.values.impact.title', 'about.values.impact.text'],
  [IconHeartHandshake, 'about.values.community.title', 'about.values.community.text'],
  [IconShieldCheck, 'about.values.trust.title', 'about.values.trust.text'],
]);

const features = iconItems(24, [
  [IconChartLine, 'about.features.invest.title', 'about.features.invest.text'],
  [IconPlant2, 'about.features.game.title', 'about.features.game.text'],
  [IconLeaf, 'about.features.impact.title', 'about.features.impact.text'],
  [IconDeviceMobile, 'about.features.app.title', 'about.features.app.text'],
]);

const CARD_COLUMNS = { base: 1, sm: 2, lg: 4 };

export default function AboutPage() {
  const intl = useIntl();
  const pick = useLocalized();
  const stats = usePlatformFigures({
    projects: 'about.stats.projects',
    investors: 'about.stats.investors',
    co2: 'about.stats.co2',
    countries: 'about.stats.countries',
  });
  return (
    <Stack gap={48}>
      <PageIntro
        page="page.about"
        description="meta.about"
        title={intl.formatMessage({ id: 'about.title' })}
        lead={<FormattedMessage id="about.hero.subtitle" values={{ brand: BRAND }} />}
      />
      <RiskWarning />

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

      <Section
        id="about-stats"
        title="about.stats.title"
        badge={<FormattedMessage id="about.stats.sample" />}
      >
        <Figures items={stats} framed />
      </Section>

      <Section id="about-values" title="about.values.title">
        <IconCards items={values} cols={CARD_COLUMNS} />
      </Section>

      <Section id="about-features" title="about.features.title">
        <IconCards items={features} cols={CARD_COLUMNS} />
      </Section>

      <Section id="about-journey" title="about.journey.title">
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
      </Section>

      <CallToAction
        id="about-cta"
        title="about.cta.title"
        links={[
          { to: paths.dashboardDemo, label: 'about.cta.start' },
          { to: paths.register, label: 'about.cta.register' },
        ]}
      />
    </Stack>
  );
}
