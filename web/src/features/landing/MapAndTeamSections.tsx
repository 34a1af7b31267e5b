/** The landing page's map section (the compact world map and its counters) and team section (product §2.2). */
import { Avatar, Box, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { sampleTeam } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalized } from '../../components/localizedSample';
import { Figures, Section, usePlatformFigures } from '../../components/sections';
import { useWorldProjects } from '../../components/world-map/marketProjects';
import { WorldMap } from '../../components/world-map/WorldMap';
import { paths } from '../../config/paths';

/** The founders: the team's first two members, as on the team page. */
const founders = sampleTeam.slice(0, 2);

export function MapSection() {
  const worldProjects = useWorldProjects();
  const counters = usePlatformFigures({
    projects: 'landing.map.projects',
    countries: 'landing.map.countries',
    co2: 'landing.map.co2',
    investors: 'landing.map.investors',
  });
  return (
    <Section id="map-title" anchor="map" title="landing.map.title" subtitle="landing.map.subtitle">
      <Paper withBorder radius="md" p="lg" data-testid="landing-map-spot">
        {/* The world-project map in its compact mode (product §2.2, §2.6). */}
        <WorldMap projects={worldProjects} compact />
        <Box mt="lg">
          <Figures items={counters} />
        </Box>
        <Text size="xs" c="dimmed" ta="center" mt="sm">
          <FormattedMessage id="landing.map.sampleNote" />
        </Text>
      </Paper>
      <Group>
        <Button component={Link} to={paths.map} leftSection={<IconMap2 size={18} aria-hidden />}>
          <FormattedMessage id="landing.map.open" />
        </Button>
      </Group>
    </Section>
  );
}

export function TeamSection() {
  const pick = useLocalized();
  return (
    <Section id="team-title" anchor="team" title="landing.team.title" subtitle="landing.team.subtitle">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {founders.map((member) => (
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
    </Section>
  );
}
