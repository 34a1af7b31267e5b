/** The landing page's hero (product §2.2): the claim, the buttons, the phone mock-up and the game's sample tiles. */
import {
  Badge,
  Box,
  Button,
  Group,
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
  IconCoins,
  IconDeviceMobile,
  IconEgg,
  IconGift,
  IconLeaf,
  IconStairsUp,
  IconTrees,
  IconUsers,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import {
  BRAND,
  sampleHeroGameStats as heroGameStats,
  samplePhoneGame as phoneGame,
} from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type StatTileEntry, StatTileRow } from '../../components/StatTile';
import { paths } from '../../config/paths';

/** One value on the phone's screen: an icon and its text (`small` for the row beneath the tree). */
function PhoneValue({
  icon: Icon,
  small,
  children,
}: {
  icon: TablerIcon;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <Group gap={small ? 4 : 6}>
      <Icon size={small ? 16 : 18} />
      <Text size={small ? 'xs' : 'sm'}>{children}</Text>
    </Group>
  );
}

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
        background: 'var(--ww-phone-frame)',
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
          <PhoneValue icon={IconCoins}>
            <FormattedMessage id="landing.phone.coins" values={{ coins: n(phoneGame.coins) }} />
          </PhoneValue>
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
            <PhoneValue icon={IconGift} small>
              <FormattedMessage id="landing.phone.honey" values={{ honey: phoneGame.honey }} />
            </PhoneValue>
            <PhoneValue icon={IconEgg} small>
              <FormattedMessage id="landing.phone.eggs" values={{ eggs: phoneGame.eggs }} />
            </PhoneValue>
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}

export function HeroSection() {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  const stats: StatTileEntry[] = [
    {
      Icon: IconCoins,
      label: 'landing.stats.totalCoins',
      value: intl.formatNumber(heroGameStats.totalCoins, { notation: 'compact', maximumFractionDigits: 1 }),
    },
    { Icon: IconStairsUp, label: 'landing.stats.activeLevels', value: n(heroGameStats.activeLevels) },
    { Icon: IconLeaf, label: 'landing.stats.impactScore', value: n(heroGameStats.impactScore) },
    { Icon: IconUsers, label: 'landing.stats.activePlayers', value: n(heroGameStats.activePlayers) },
  ];
  return (
    <Box component="section" id="hero" aria-labelledby="hero-title" pt="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md" justify="center">
          <Badge variant="light" size="lg">
            <FormattedMessage id="landing.hero.eyebrow" />
          </Badge>
          {/* 40 px on a phone growing to 56 px: an inline size, not a responsive prop's rule in <head> that the
              heading's own stylesheet, loaded later, would override (issue 36). */}
          <Title id="hero-title" order={1} style={{ fontSize: 'clamp(2.5rem, 1.47rem + 4.23vw, 3.5rem)' }}>
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
      <StatTileRow tiles={stats} iconSize={22} mt="xl" />
      <Text size="sm" c="dimmed" mt="xs">
        <FormattedMessage id="landing.stats.disclaimer" />
      </Text>
    </Box>
  );
}
