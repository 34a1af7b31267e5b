/** The landing page's features and about sections (product §2.2): icon cards, mission, vision and claims. */
import { Badge, Button, Group, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import {
  IconBrandAndroid,
  IconBrandApple,
  IconDeviceMobile,
  IconEye,
  IconHeartHandshake,
  IconLeaf,
  IconPlant2,
  IconTargetArrow,
  IconUsers,
} from '@tabler/icons-react';
import { sampleMarketingClaims as claims } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { IconCards, iconItems, Section } from '../../components/sections';
import { paths } from '../../config/paths';

const features = iconItems(24, [
  [IconPlant2, 'landing.features.game.title', 'landing.features.game.text'],
  [IconTargetArrow, 'landing.features.quests.title', 'landing.features.quests.text'],
  [IconLeaf, 'landing.features.impact.title', 'landing.features.impact.text'],
  [IconHeartHandshake, 'landing.features.free.title', 'landing.features.free.text'],
  [IconDeviceMobile, 'landing.features.app.title', 'landing.features.app.text'],
]);

export function FeaturesSection() {
  return (
    <Section id="features-title" title="landing.features.title" subtitle="landing.features.subtitle">
      <IconCards items={features} cols={{ base: 1, sm: 2, lg: 5 }} />
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
    </Section>
  );
}

const values = iconItems(24, [
  [IconEye, 'landing.about.value1.title', 'landing.about.value1.text'],
  [IconLeaf, 'landing.about.value2.title', 'landing.about.value2.text'],
  [IconUsers, 'landing.about.value3.title', 'landing.about.value3.text'],
]);

function TextBox({
  title,
  children,
}: {
  title: 'landing.about.mission.title' | 'landing.about.vision.title';
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="xs">
        <FormattedMessage id={title} />
      </Title>
      <Text>{children}</Text>
    </Paper>
  );
}

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
    <Section id="about-title" anchor="about" title="landing.about.title">
      <IconCards items={values} cols={{ base: 1, md: 3 }} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextBox title="landing.about.mission.title">
          <FormattedMessage id="landing.about.mission.text" />
        </TextBox>
        <TextBox title="landing.about.vision.title">
          <FormattedMessage
            id="landing.about.vision.text"
            values={{
              people: compact(claims.goal2030People),
              euro: compactEuro(claims.goal2030Euro),
              co2: n(claims.goal2030Co2Tonnes),
            }}
          />
        </TextBox>
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
              values={{ amount: compactEuro(claims.investedEuro) }}
            />
          </List.Item>
          <List.Item>
            <FormattedMessage
              id="landing.claims.community"
              values={{ investors: n(claims.investors), projects: n(claims.projects) }}
            />
          </List.Item>
          <List.Item>
            <FormattedMessage
              id="landing.claims.impact"
              values={{ trees: n(claims.trees), mw: n(claims.cleanEnergyMw), co2: n(claims.co2SavedTonnes) }}
            />
          </List.Item>
          <List.Item>
            <FormattedMessage id="landing.claims.countries" values={{ countries: claims.countries }} />
          </List.Item>
        </List>
      </Paper>
    </Section>
  );
}
