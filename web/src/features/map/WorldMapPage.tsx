/**
 * The standalone world map at /map for visitors (product §2.6): the full map of the marketplace's projects
 * (issue 36) and the spec's sample counters.
 */
import { Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/sections';
import { useWorldProjects } from '../../components/world-map/marketProjects';
import { WorldMap } from '../../components/world-map/WorldMap';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';

interface Counter {
  value: number;
  label: MessageId;
}

/** SAMPLE DATA (product §2.6): the counters beneath the map, grouped by project type and in total. */
const COUNTER_GROUPS: ReadonlyArray<{ title: MessageId; counters: readonly Counter[] }> = [
  { title: 'map.type.trees', counters: [{ value: 263, label: 'map.counter.co2' }] },
  {
    title: 'map.type.farming',
    counters: [
      { value: 173, label: 'map.counter.farmers' },
      { value: 810, label: 'map.counter.harvest' },
    ],
  },
  {
    title: 'map.type.animals',
    counters: [
      { value: 120, label: 'map.counter.beehives' },
      { value: 2400, label: 'map.counter.honey' },
    ],
  },
  {
    title: 'map.type.energy',
    counters: [
      { value: 45, label: 'map.counter.megawatts' },
      { value: 13500, label: 'map.counter.households' },
    ],
  },
  {
    title: 'map.counter.worldwide',
    counters: [
      { value: 4287, label: 'map.counter.trees' },
      { value: 67, label: 'map.counter.beehives' },
      { value: 23, label: 'map.counter.waterProjects' },
      { value: 34, label: 'map.counter.organicFarms' },
    ],
  },
];

export default function WorldMapPage() {
  const intl = useIntl();
  const { number } = useFormat();
  const [compact, setCompact] = useState(false);
  const heading = intl.formatMessage({ id: 'page.map' });
  // The marketplace's projects (issue 36); the counters below stay the spec's sample figures.
  const worldProjects = useWorldProjects();

  return (
    <Stack gap="xl">
      <PageHeader
        title={heading}
        subtitle={<FormattedMessage id="map.world.subtitle" />}
        description="meta.map"
      />

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
        <WorldMap projects={worldProjects} compact={compact} />
      </Stack>

      <Section id="world-counters-heading" title="map.counter.heading" note="map.sampleNote">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
          {COUNTER_GROUPS.map((group) => (
            <Card key={group.title} withBorder radius="md" padding="md">
              <Title order={3} size="h5" mb="xs">
                {intl.formatMessage({ id: group.title })}
              </Title>
              <Stack gap="xs">
                {group.counters.map((counter) => (
                  <div key={counter.label}>
                    <Text fw={700} size="xl" lh={1.2}>
                      {number(counter.value)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {intl.formatMessage({ id: counter.label })}
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
