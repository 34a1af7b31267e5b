/** The standalone world map at /map for visitors (spec §2.6): the full map and the sample counters. */
import { Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { sampleWorldProjects } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/sections';
import { WorldMap } from '../../components/world-map/WorldMap';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';

/** The counters' labels: `map.counter.<key>`. */
type CounterKey = MessageId extends infer Id ? (Id extends `map.counter.${infer Key}` ? Key : never) : never;

/** SAMPLE DATA (spec §2.6): the counters beneath the map, grouped by project type and in total. */
const COUNTER_GROUPS: ReadonlyArray<{ title: MessageId; counters: Partial<Record<CounterKey, number>> }> = [
  { title: 'map.type.trees', counters: { co2: 263 } },
  { title: 'map.type.farming', counters: { farmers: 173, harvest: 810 } },
  { title: 'map.type.animals', counters: { beehives: 120, honey: 2400 } },
  { title: 'map.type.energy', counters: { megawatts: 45, households: 13500 } },
  {
    title: 'map.counter.worldwide',
    counters: { trees: 4287, beehives: 67, waterProjects: 23, organicFarms: 34 },
  },
];

export default function WorldMapPage() {
  const intl = useIntl();
  const { number } = useFormat();
  const [compact, setCompact] = useState(false);
  const heading = intl.formatMessage({ id: 'page.map' });

  return (
    <Stack gap="xl">
      <PageHeader title={heading} subtitle={<FormattedMessage id="map.world.subtitle" />} />

      <Stack gap="sm" component="section" aria-labelledby="world-map-heading">
        <Group justify="space-between">
          <Title order={2} id="world-map-heading">
            <FormattedMessage id="map.world.heading" />
          </Title>
          <Switch
            label={intl.formatMessage({ id: 'map.world.compact' })}
            checked={compact}
            onChange={(event) => setCompact(event.currentTarget.checked)}
          />
        </Group>
        <WorldMap projects={sampleWorldProjects} compact={compact} />
      </Stack>

      <Section id="world-counters-heading" title="map.counter.heading" note="map.sampleNote">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
          {COUNTER_GROUPS.map((group) => (
            <Card key={group.title} withBorder radius="md" padding="md">
              <Title order={3} size="h5" mb="xs">
                {intl.formatMessage({ id: group.title })}
              </Title>
              <Stack gap="xs">
                {Object.entries(group.counters).map(([key, value]) => (
                  <div key={key}>
                    <Text fw={700} size="xl" lh={1.2}>
                      {number(value)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {intl.formatMessage({ id: `map.counter.${key as CounterKey}` })}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
