/** The upper part of the landing page: hero with phone mock-up, the five features, about. */
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
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowDown,
  IconBrandAndroid,
  IconBrandApple,
  IconCoins,
  IconDeviceMobile,
  IconEgg,
  IconEye,
  IconGift,
  IconHeartHandshake,
  IconLeaf,
  IconPlant2,
  IconStairsUp,
  IconTargetArrow,
  IconTrees,
  IconUsers,
} from '@tabler/icons-react';
import { BRAND } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { StatTile } from '../../components/StatTile';
import type { MessageId } from '../../i18n/messages';
import { heroGameStats, marketingClaims, phoneGame } from './sampleData';

/** A phone drawn with Mantine boxes: a frame, a notch and a small farm-game screen with sample values. */
function PhoneMockup() {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  return (
    <Box
      role="img"
      aria-label={intl.formatMessage({ id: 'landing.phone.label' })}
      w={260}
      p={10}
      style={{
        borderRadius: 36,
        background: 'var(--mantine-color-dark-7)',
        boxShadow: 'var(--mantine-shadow-xl)',
        marginInline: 'auto',
      }}
    >
      <Box
        mx="auto"
        mb={8}
        w={80}
        h={14}
        style={{ borderRadius: 8, background: 'var(--mantine-color-dark-9)' }}
      />
      <Paper radius={26} p="md" aria-hidden>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={700}>{BRAND}</Text>
            <Badge variant="light">
              <FormattedMessage id="landing.phone.level" values={{ level: phoneGame.level }} />
            </Badge>
          </Group>
          <Group gap={6}>
            <IconCoins size={18} />
            <Text size="sm">
              <FormattedMessage id="landing.phone.coins" values={{ coins: n(phoneGame.coins) }} />
            </Text>
          </Group>
          <Stack align="center" gap={4} py="sm">
            <ThemeIcon size={72} radius={72} variant="light">
              <IconTrees size={44} />
            </ThemeIcon>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="landing.phone.growth"
                values={{ clicks: n(phoneGame.treeClicks), needed: n(phoneGame.treeClicksNeeded) }}
              />
            </Text>
            <Progress w="100%" value={(phoneGame.treeClicks / phoneGame.treeClicksNeeded) * 100} />
          </Stack>
          <Text size="xs">
            <FormattedMessage
              id="landing.phone.energy"
              values={{ energy: phoneGame.energy, max: phoneGame.maxEnergy }}
            />
          </Text>
          <Group justify="space-between">
            <Group gap={4}>
              <IconGift size={16} />
              <Text size="xs">
                <FormattedMessage id="landing.phone.honey" values={{ honey: phoneGame.honey }} />
              </Text>
            </Group>
            <Group gap={4}>
              <IconEgg size={16} />
              <Text size="xs">
                <FormattedMessage id="landing.phone.eggs" values={{ eggs: phoneGame.eggs }} />
              </Text>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}

export function HeroSection() {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  return (
    <Box component="section" id="hero" aria-labelledby="hero-title" pt="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md" justify="center">
          <Badge variant="light" size="lg">
            <FormattedMessage id="landing.hero.eyebrow" />
          </Badge>
          <Title id="hero-title" order={1} fz={{ base: 40, sm: 56 }}>
            {BRAND}
          </Title>
          <Text size="xl" fw={600}>
            <FormattedMessage id="landing.hero.title" />
          </Text>
          <Text size="lg" c="dimmed" maw={600}>
            <FormattedMessage id="landing.hero.subtitle" />
          </Text>
          <Group>
            <Button component={Link} to={paths.register} size="md">
              <FormattedMessage id="landing.register" />
            </Button>
            <Button
              component={Link}
              to={paths.mobileApp}
              size="md"
              variant="default"
              leftSection={<IconDeviceMobile size={18} aria-hidden />}
            >
              <FormattedMessage id="landing.hero.mobileDemo" />
            </Button>
            <Button
              component="a"
              href="#about"
              size="md"
              variant="subtle"
              rightSection={<IconArrowDown size={18} aria-hidden />}
            >
              <FormattedMessage id="landing.hero.learnMore" />
            </Button>
          </Group>
        </Stack>
        <PhoneMockup />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mt="xl">
        <StatTile
          icon={<IconCoins size={22} />}
          label={<FormattedMessage id="landing.stats.totalCoins" />}
          value={intl.formatNumber(heroGameStats.totalCoins, {
            notation: 'compact',
            maximumFractionDigits: 1,
          })}
        />
        <StatTile
          icon={<IconStairsUp size={22} />}
          label={<FormattedMessage id="landing.stats.activeLevels" />}
          value={n(heroGameStats.activeLevels)}
        />
        <StatTile
          icon={<IconLeaf size={22} />}
          label={<FormattedMessage id="landing.stats.impactScore" />}
          value={n(heroGameStats.impactScore)}
        />
        <StatTile
          icon={<IconUsers size={22} />}
          label={<FormattedMessage id="landing.stats.activePlayers" />}
          value={n(heroGameStats.activePlayers)}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xs">
        <FormattedMessage id="landing.stats.disclaimer" />
      </Text>
    </Box>
  );
}

const features: readonly { icon: ReactNode; title: MessageId; text: MessageId }[] = [
  {
    icon: <IconPlant2 size={24} />,
    title: 'landing.features.game.title',
    text: 'landing.features.game.text',
  },
  {
    icon: <IconTargetArrow size={24} />,
    title: 'landing.features.quests.title',
    text: 'landing.features.quests.text',
  },
  {
    icon: <IconLeaf size={24} />,
    title: 'landing.features.impact.title',
    text: 'landing.features.impact.text',
  },
  {
    icon: <IconHeartHandshake size={24} />,
    title: 'landing.features.free.title',
    text: 'landing.features.free.text',
  },
  {
    icon: <IconDeviceMobile size={24} />,
    title: 'landing.features.app.title',
    text: 'landing.features.app.text',
  },
];

export function FeaturesSection() {
  return (
    <Box component="section" aria-labelledby="features-title">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title id="features-title" order={2}>
            <FormattedMessage id="landing.features.title" />
          </Title>
          <Text c="dimmed">
            <FormattedMessage id="landing.features.subtitle" />
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
          {features.map((feature) => (
            <Card key={feature.title} withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  {feature.icon}
                </ThemeIcon>
                <Title order={3} size="h4">
                  <FormattedMessage id={feature.title} />
                </Title>
                <Text size="sm" c="dimmed">
                  <FormattedMessage id={feature.text} />
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Group>
          <Button component={Link} to={paths.farm} leftSection={<IconPlant2 size={18} aria-hidden />}>
            <FormattedMessage id="landing.features.openFarm" />
          </Button>
          {/* The download behaviour is not specified and the app is announced only: honest, disabled buttons. */}
          <Button variant="default" disabled leftSection={<IconBrandApple size={18} aria-hidden />}>
            <FormattedMessage id="landing.features.ios" />
          </Button>
          <Button variant="default" disabled leftSection={<IconBrandAndroid size={18} aria-hidden />}>
            <FormattedMessage id="landing.features.android" />
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

const values: readonly { icon: ReactNode; title: MessageId; text: MessageId }[] = [
  { icon: <IconEye size={24} />, title: 'landing.about.value1.title', text: 'landing.about.value1.text' },
  { icon: <IconLeaf size={24} />, title: 'landing.about.value2.title', text: 'landing.about.value2.text' },
  { icon: <IconUsers size={24} />, title: 'landing.about.value3.title', text: 'landing.about.value3.text' },
];

export function AboutSection() {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  const compact = (value: number) =>
    intl.formatNumber(value, { notation: 'compact', compactDisplay: 'long' });
  const compactEuro = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: 'EUR',
      notation: 'compact',
      compactDisplay: 'long',
    });
  return (
    <Box component="section" id="about" aria-labelledby="about-title" style={{ scrollMarginTop: 80 }}>
      <Stack gap="lg">
        <Title id="about-title" order={2}>
          <FormattedMessage id="landing.about.title" />
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {values.map((value) => (
            <Card key={value.title} withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  {value.icon}
                </ThemeIcon>
                <Title order={3} size="h4">
                  <FormattedMessage id={value.title} />
                </Title>
                <Text size="sm" c="dimmed">
                  <FormattedMessage id={value.text} />
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder radius="md" p="lg">
            <Title order={3} size="h4" mb="xs">
              <FormattedMessage id="landing.about.mission.title" />
            </Title>
            <Text>
              <FormattedMessage id="landing.about.mission.text" />
            </Text>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Title order={3} size="h4" mb="xs">
              <FormattedMessage id="landing.about.vision.title" />
            </Title>
            <Text>
              <FormattedMessage
                id="landing.about.vision.text"
                values={{
                  people: compact(marketingClaims.goal2030People),
                  euro: compactEuro(marketingClaims.goal2030Euro),
                  co2: n(marketingClaims.goal2030Co2Tonnes),
                }}
              />
            </Text>
          </Paper>
        </SimpleGrid>
        <Paper withBorder radius="md" p="lg">
          <Group gap="xs" mb="xs">
            <Title order={3} size="h4">
              <FormattedMessage id="landing.claims.title" />
            </Title>
            <Badge variant="default">
              <FormattedMessage id="landing.claims.badge" />
            </Badge>
          </Group>
          <List size="sm" spacing={4}>
            <List.Item>
              <FormattedMessage
                id="landing.claims.invested"
                values={{ amount: compactEuro(marketingClaims.investedEuro) }}
              />
            </List.Item>
            <List.Item>
              <FormattedMessage
                id="landing.claims.community"
                values={{ investors: n(marketingClaims.investors), projects: n(marketingClaims.projects) }}
              />
            </List.Item>
            <List.Item>
              <FormattedMessage
                id="landing.claims.impact"
                values={{
                  trees: n(marketingClaims.trees),
                  mw: n(marketingClaims.cleanEnergyMw),
                  co2: n(marketingClaims.co2SavedTonnes),
                }}
              />
            </List.Item>
            <List.Item>
              <FormattedMessage
                id="landing.claims.countries"
                values={{ countries: marketingClaims.countries }}
              />
            </List.Item>
          </List>
        </Paper>
      </Stack>
    </Box>
  );
}
