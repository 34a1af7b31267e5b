/** The lower part of the landing page: investment categories, map, team, call to action, footer. */
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconMail, IconMap2, IconMapPin } from '@tabler/icons-react';
import { BRAND, sampleWorldProjects } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type AppPath, paths } from '../../app/paths';
import { useLocalized } from '../../components/localizedSample';
import { WorldMap } from '../../components/world-map/WorldMap';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import {
  contact,
  landingCategories,
  mapCounters,
  sampleAverageReturnPercent,
  sampleVolumeEuro,
  teamMembers,
} from './sampleData';

function SectionHeading({ id, title, subtitle }: { id: string; title: MessageId; subtitle: MessageId }) {
  return (
    <Stack gap={4}>
      <Title id={id} order={2}>
        <FormattedMessage id={title} />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id={subtitle} values={{ brand: BRAND }} />
      </Text>
    </Stack>
  );
}

export function InvestmentsSection() {
  const intl = useIntl();
  const format = useFormat();
  const pick = useLocalized();
  return (
    <Box
      component="section"
      id="investments"
      aria-labelledby="investments-title"
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="lg">
        <SectionHeading
          id="investments-title"
          title="landing.investments.title"
          subtitle="landing.investments.subtitle"
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {landingCategories.map((category) => (
            <Card
              key={category.id}
              withBorder
              radius="md"
              padding="lg"
              data-testid={`category-${category.id}`}
            >
              <Stack gap="sm" h="100%">
                <Title order={3} size="h4">
                  {pick(category.title)}
                </Title>
                <Text size="sm" c="dimmed">
                  {pick(category.description)}
                </Text>
                <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
                  {pick(category.impact)}
                </Badge>
                <Box component="dl" m={0}>
                  <Group justify="space-between">
                    <Text component="dt" size="sm" c="dimmed">
                      <FormattedMessage id="landing.investments.minimum" />
                    </Text>
                    <Text component="dd" m={0} fw={600}>
                      {format.euroWhole(category.minInvestmentEuro)}
                    </Text>
                  </Group>
                  <Group justify="space-between">
                    <Text component="dt" size="sm" c="dimmed">
                      <FormattedMessage id="landing.investments.return" />
                    </Text>
                    <Text component="dd" m={0} fw={600}>
                      {`${format.number(category.expectedReturn[0])}–${format.percent(category.expectedReturn[1])}`}
                    </Text>
                  </Group>
                  <Group justify="space-between">
                    <Text component="dt" size="sm" c="dimmed">
                      <FormattedMessage id="landing.investments.duration" />
                    </Text>
                    <Text component="dd" m={0} fw={600}>
                      <FormattedMessage
                        id="landing.investments.years"
                        values={{ min: category.durationYears[0], max: category.durationYears[1] }}
                      />
                    </Text>
                  </Group>
                </Box>
                <List size="sm" spacing={2}>
                  {category.examples.map((example) => (
                    <List.Item key={example.en}>{pick(example)}</List.Item>
                  ))}
                </List>
                <Button
                  component={Link}
                  to={paths.marketplace}
                  variant="light"
                  mt="auto"
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  aria-label={intl.formatMessage(
                    { id: 'landing.investments.investIn' },
                    { category: pick(category.title) },
                  )}
                >
                  <FormattedMessage id="landing.investments.invest" />
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="landing.investments.sampleNote"
            values={{
              volume: intl.formatNumber(sampleVolumeEuro, {
                style: 'currency',
                currency: 'EUR',
                notation: 'compact',
                maximumFractionDigits: 1,
              }),
              average: format.percent(sampleAverageReturnPercent),
            }}
          />
        </Text>
      </Stack>
    </Box>
  );
}

export function MapSection() {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  const counters: readonly { label: MessageId; value: string }[] = [
    { label: 'landing.map.projects', value: n(mapCounters.projects) },
    { label: 'landing.map.countries', value: n(mapCounters.countries) },
    { label: 'landing.map.co2', value: `${n(mapCounters.co2Tonnes)} t` },
    { label: 'landing.map.investors', value: n(mapCounters.investors) },
  ];
  return (
    <Box component="section" id="map" aria-labelledby="map-title" style={{ scrollMarginTop: 80 }}>
      <Stack gap="lg">
        <SectionHeading id="map-title" title="landing.map.title" subtitle="landing.map.subtitle" />
        <Paper withBorder radius="md" p="lg" data-testid="landing-map-spot">
          {/* The world-project map in its compact mode (spec §2.2, §2.6). */}
          <WorldMap projects={sampleWorldProjects} compact />
          <SimpleGrid mt="lg" cols={{ base: 2, md: 4 }} spacing="md">
            {counters.map((counter) => (
              <Stack key={counter.label} gap={0} align="center" ta="center">
                <Text fw={800} fz={28}>
                  {counter.value}
                </Text>
                <Text size="sm" c="dimmed">
                  <FormattedMessage id={counter.label} />
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" ta="center" mt="sm">
            <FormattedMessage id="landing.map.sampleNote" />
          </Text>
        </Paper>
        <Group>
          <Button component={Link} to={paths.map} leftSection={<IconMap2 size={18} aria-hidden />}>
            <FormattedMessage id="landing.map.open" />
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

export function TeamSection() {
  const pick = useLocalized();
  return (
    <Box component="section" id="team" aria-labelledby="team-title" style={{ scrollMarginTop: 80 }}>
      <Stack gap="lg">
        <SectionHeading id="team-title" title="landing.team.title" subtitle="landing.team.subtitle" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {teamMembers.map((member) => (
            <Card key={member.name} withBorder radius="md" padding="lg">
              <Group wrap="nowrap" align="flex-start">
                <Avatar radius="xl" size="lg" color="forest" name={member.name} alt="" />
                <Stack gap={2}>
                  <Title order={3} size="h4">
                    {member.name}
                  </Title>
                  <Text size="sm" fw={600}>
                    {pick(member.role)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {pick(member.bio)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Group>
          <Button component={Link} to={paths.team} variant="light">
            <FormattedMessage id="landing.team.link" />
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

export function CallToActionSection() {
  return (
    <Paper component="section" aria-labelledby="cta-title" radius="md" p="xl" withBorder>
      <Stack align="center" ta="center" gap="md">
        <Title id="cta-title" order={2}>
          <FormattedMessage id="landing.cta.title" />
        </Title>
        <Text c="dimmed" maw={640}>
          <FormattedMessage id="landing.cta.text" />
        </Text>
        <Group justify="center">
          <Button component={Link} to={paths.register} size="md">
            <FormattedMessage id="landing.cta.register" />
          </Button>
          <Button component={Link} to={paths.marketplace} size="md" variant="default">
            <FormattedMessage id="landing.cta.marketplace" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const footerLinks: readonly { to: AppPath; label: MessageId }[] = [
  { to: paths.marketplace, label: 'landing.footer.marketplace' },
  // The dashboard lives at the home route (spec §2.1); there is no separate /dashboard path.
  { to: paths.home, label: 'landing.footer.dashboard' },
  { to: paths.farm, label: 'landing.footer.farm' },
  { to: paths.map, label: 'landing.footer.map' },
  { to: paths.team, label: 'landing.footer.team' },
  { to: paths.shop, label: 'landing.footer.shop' },
  { to: paths.impressum, label: 'landing.footer.impressum' },
];

export function LandingFooter() {
  const intl = useIntl();
  const pick = useLocalized();
  return (
    <Box component="footer" pb="xl">
      <Divider mb="lg" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4}>
          <Text fw={800} size="lg">
            {BRAND}
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="landing.footer.claim" />
          </Text>
        </Stack>
        <Box component="nav" aria-label={intl.formatMessage({ id: 'landing.footer.navLabel' })}>
          <Stack gap={4}>
            {footerLinks.map((link) => (
              <Anchor key={link.label} component={Link} to={link.to} size="sm">
                <FormattedMessage id={link.label} />
              </Anchor>
            ))}
          </Stack>
        </Box>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            <FormattedMessage id="landing.footer.contact" />
          </Text>
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Anchor href={`mailto:${contact.email}`} size="sm">
              {contact.email}
            </Anchor>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <ThemeIcon variant="transparent" size="sm" aria-hidden>
              <IconMapPin size={16} />
            </ThemeIcon>
            <Text component="address" size="sm" style={{ fontStyle: 'normal' }}>
              {BRAND} <FormattedMessage id="landing.footer.addressSample" />
              <br />
              {contact.street}
              <br />
              {contact.city}
              <br />
              {pick(contact.country)}
            </Text>
          </Group>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
