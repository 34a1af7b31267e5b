/**
 * The mobile-app page at /mobile-app (product §2.16): a phone mock-up framing one of the five demo pages chosen
 * by tabs (dashboard by default), the feature list, the specification badges and the way to the demos and
 * to registration. The claims are marketing text for an app in development.
 */
import {
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconChartLine,
  IconCube,
  IconDeviceGamepad2,
  IconLayoutDashboard,
  IconPlant2,
  IconShoppingCart,
  IconTrophy,
  IconUserCircle,
} from '@tabler/icons-react';
import { BRAND } from '@wurzelwerk/shared';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { IconList, iconItems, PageIntro } from '../../components/sections';
import { useOverflowEdges } from '../../components/useOverflowEdges';
import { type AppPath, paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';

interface FramedDemo {
  value: 'dashboard' | 'marketplace' | 'profile' | 'farm' | 'shop';
  path: AppPath;
  label: MessageId;
  icon: ReactNode;
}

/** The five framed pages, in tab order; the first is the default (product §2.16). */
const framedDemos: readonly FramedDemo[] = (
  [
    ['dashboard', 'mobileApp.tab.dashboard', IconLayoutDashboard],
    ['marketplace', 'mobileApp.tab.marketplace', IconBuildingStore],
    ['profile', 'mobileApp.tab.profile', IconUserCircle],
    ['farm', 'mobileApp.tab.farm', IconPlant2],
    ['shop', 'mobileApp.tab.shop', IconShoppingCart],
  ] as const
).map(([value, label, Icon]) => ({
  value,
  path: paths[`${value}Demo`],
  label,
  icon: <Icon size={16} aria-hidden />,
}));

const features = iconItems(22, [
  [IconDeviceGamepad2, 'mobileApp.feature.gamified.title', 'mobileApp.feature.gamified.text'],
  [IconCube, 'mobileApp.feature.farm3d.title', 'mobileApp.feature.farm3d.text'],
  [IconChartLine, 'mobileApp.feature.portfolio.title', 'mobileApp.feature.portfolio.text'],
  [IconTrophy, 'mobileApp.feature.levels.title', 'mobileApp.feature.levels.text'],
]);

/**
 * Product §2.16's specification badges, in its words. Biometric sign-in is real — passkeys (issue 37) — and
 * links to their setting; the device versions, the frame rate and the battery use are aims of the app in
 * development, not measured yet, and the note under the badges says so (they are drawn outlined).
 */
const specifications: readonly MessageId[] = [
  'mobileApp.spec.ios',
  'mobileApp.spec.android',
  'mobileApp.spec.pwa',
  'mobileApp.spec.push',
  'mobileApp.spec.offline',
  'mobileApp.spec.biometric',
  'mobileApp.spec.loadTime',
  'mobileApp.spec.fps',
  'mobileApp.spec.battery',
];

const AIMS: ReadonlySet<MessageId> = new Set([
  'mobileApp.spec.ios',
  'mobileApp.spec.android',
  'mobileApp.spec.fps',
  'mobileApp.spec.battery',
]);
const PASSKEY_SETTING = `${paths.settings}#passkeys`;

function SpecificationBadge({ spec }: { spec: MessageId }) {
  const text = <FormattedMessage id={spec} />;
  if (spec === 'mobileApp.spec.biometric')
    return (
      <li>
        <Badge
          component={Link}
          to={PASSKEY_SETTING}
          size="lg"
          variant="light"
          c="var(--mantine-color-text)"
          style={{ cursor: 'pointer' }}
        >
          {text}
        </Badge>
      </li>
    );
  const aim = AIMS.has(spec);
  return (
    <Badge
      component="li"
      size="lg"
      variant={aim ? 'outline' : 'light'}
      c="var(--mantine-color-text)"
      aria-describedby={aim ? 'mobile-aims' : undefined}
    >
      {text}
    </Badge>
  );
}

/** The size of a common phone screen in CSS pixels, so the framed page lays itself out as on a phone. */
const SCREEN = { width: 360, height: 640 } as const;

function Phone({ demo }: { demo: FramedDemo }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: demo.label });
  return (
    <Box
      mx="auto"
      p={12}
      w={SCREEN.width + 24}
      maw="100%"
      style={{
        borderRadius: 44,
        background: 'var(--mantine-color-dark-8)',
        boxShadow: 'var(--mantine-shadow-xl)',
      }}
    >
      <Box
        style={{ borderRadius: 32, overflow: 'hidden', background: 'var(--mantine-color-body)' }}
        h={SCREEN.height}
      >
        <iframe
          src={demo.path}
          title={intl.formatMessage({ id: 'mobileApp.frameTitle' }, { page: label })}
          style={{ border: 0, display: 'block', width: '100%', height: '100%' }}
          loading="lazy"
        />
      </Box>
    </Box>
  );
}

export default function MobileAppPage() {
  const intl = useIntl();
  const overflowEdges = useOverflowEdges();
  const [tab, setTab] = useState<FramedDemo['value']>('dashboard');

  return (
    <Stack gap="xl">
      <PageIntro
        page="page.mobileApp"
        description="meta.mobileApp"
        title={<FormattedMessage id="mobileApp.title" values={{ brand: BRAND }} />}
        badge={<FormattedMessage id="mobileApp.comingSoon" />}
        lead={<FormattedMessage id="mobileApp.subtitle" />}
      />

      <Grid gap="xl" align="flex-start">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Tabs
            value={tab}
            onChange={(value) => value && setTab(value as FramedDemo['value'])}
            keepMounted={false}
            variant="pills"
          >
            <Tabs.List
              ref={overflowEdges}
              // Centred where the tabs fit; on a phone they start at the left edge and scroll (plain
              // centring would push the first tab out of reach on the left).
              justify="safe center"
              mb="md"
              aria-label={intl.formatMessage({ id: 'mobileApp.tabsLabel' })}
            >
              {framedDemos.map((demo) => (
                <Tabs.Tab key={demo.value} value={demo.value} leftSection={demo.icon}>
                  <FormattedMessage id={demo.label} />
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {framedDemos.map((demo) => (
              <Tabs.Panel key={demo.value} value={demo.value}>
                <Phone demo={demo} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="xl">
            <Stack component="section" aria-labelledby="mobile-features" gap="md">
              <Title order={2} id="mobile-features">
                <FormattedMessage id="mobileApp.features.title" />
              </Title>
              <IconList items={features} />
            </Stack>

            <Stack component="section" aria-labelledby="mobile-specs" gap="md">
              <Title order={2} id="mobile-specs">
                <FormattedMessage id="mobileApp.specs.title" />
              </Title>
              <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {specifications.map((spec) => (
                  <SpecificationBadge key={spec} spec={spec} />
                ))}
              </Group>
              <Text size="sm" c="dimmed" id="mobile-aims">
                <FormattedMessage
                  id="mobileApp.specs.note"
                  values={{
                    passkeys: (chunks: ReactNode) => (
                      <Anchor component={Link} to={PASSKEY_SETTING} underline="always">
                        {chunks}
                      </Anchor>
                    ),
                  }}
                />
              </Text>
            </Stack>

            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="mobile-cta">
              <Title order={2} size="h3" id="mobile-cta">
                <FormattedMessage id="mobileApp.cta.title" />
              </Title>
              <Text size="sm" c="dimmed" mt={4} mb="md">
                <FormattedMessage id="mobileApp.cta.text" />
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Button component={Link} to={paths.demos} variant="default">
                  <FormattedMessage id="mobileApp.cta.demos" />
                </Button>
                <Button component={Link} to={paths.register}>
                  <FormattedMessage id="mobileApp.cta.register" />
                </Button>
              </SimpleGrid>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
