/**
 * The project map at /map for signed-in users (product §2.6): category sidebar, statistics, a zoomable map
 * with working controls and layers, the selected project's card and the list of all projects. The projects
 * are the marketplace's (issue 36), placed by their coordinates, the investor's own marked; the investment
 * and livestream layers come from the API too and are placed at the coordinates of their asset types.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  NavLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { PROJECT_CATEGORIES, type ProjectCategory } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/sections';
import { MAP_HEIGHT, MAP_WIDTH, project } from '../../components/world-map/geo';
import { StatusBadge } from '../../components/world-map/StatusBadge';
import { trpc } from '../../lib/trpc';
import { categoryLabel } from './categories';
import { MapControls, viewAround, viewOfAll } from './MapControls';
import { mapEntries } from './marketMap';
import { FundedBar, MineBadge, ProjectDetails, Statistics } from './ProjectDetails';
import { type Layers, ProjectMapCanvas, type ViewBox } from './ProjectMapCanvas';
import { mapPins } from './pins';

export default function ProjectMapPage() {
  const intl = useIntl();
  const [category, setCategory] = useState<'all' | ProjectCategory>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Null until the visitor moves it: the view then follows the projects as they load (around all of them).
  const [moved, setView] = useState<ViewBox | null>(null);
  const [layers, setLayers] = useState<Layers>({ projects: true, investments: true, livestreams: true });
  const assetTypes = trpc.assets.list.useQuery();
  const investments = trpc.investments.list.useQuery();
  const livestreams = trpc.livestreams.list.useQuery();
  const queries = [assetTypes, investments, livestreams];
  const pins = mapPins(assetTypes.data ?? [], investments.data ?? [], livestreams.data ?? []);
  const projects = mapEntries(assetTypes.data ?? [], investments.data ?? []);
  const home = viewOfAll(projects.map((p) => p.coordinates));
  const view = moved ?? home;

  const inCategory = (value: 'all' | ProjectCategory) =>
    projects.filter((p) => value === 'all' || p.category === value);
  const shown = inCategory(category);
  const selected = projects.find((p) => p.id === selectedId) ?? null;

  const select = (id: number) => {
    setSelectedId(id);
    const p = projects.find((candidate) => candidate.id === id);
    // Bring the chosen project into view when it lies outside it.
    if (!p) return;
    const [x, y] = project(p.coordinates.lat, p.coordinates.lng);
    if (x < view.x || x > view.x + view.w || y < view.y || y > view.y + view.h) {
      setView(viewAround(x, y, view.w));
    }
  };

  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage({ id: 'page.map' })}
        subtitle={<FormattedMessage id="map.projects.subtitle" />}
      />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="sm" component="nav" aria-labelledby="map-categories">
              <Title order={2} size="h5" id="map-categories" mb="xs">
                <FormattedMessage id="map.category.heading" />
              </Title>
              {(['all', ...PROJECT_CATEGORIES] as const).map((value) => (
                <NavLink
                  key={value}
                  component="button"
                  active={category === value}
                  aria-pressed={category === value}
                  label={intl.formatMessage({ id: categoryLabel(value) })}
                  rightSection={
                    <Badge component="span" size="sm" variant="default" aria-hidden="true">
                      {inCategory(value).length}
                    </Badge>
                  }
                  onClick={() => setCategory(value)}
                />
              ))}
            </Card>
            <Statistics projects={shown} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="sm" component="section" aria-labelledby="project-map-heading">
            <Group justify="space-between">
              <Title order={2} id="project-map-heading">
                <FormattedMessage id="map.projects.mapHeading" />
              </Title>
              <MapControls view={view} home={home} onView={setView} layers={layers} onLayers={setLayers} />
            </Group>
            {/* The map's shape, up to 24rem high: on a phone it fills its box instead of floating in it. */}
            <Box
              className="map-box"
              mah="24rem"
              style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
              data-testid="project-map-box"
            >
              <ProjectMapCanvas
                view={view}
                layers={layers}
                projects={shown}
                selectedId={selectedId}
                onSelect={select}
                investments={pins.investments}
                livestreams={pins.livestreams}
              />
            </Box>
            {queries.some((query) => query.isPending) ? (
              <Skeleton h={20} w="60%" aria-hidden="true" />
            ) : (
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="map.layer.summary"
                  values={{
                    investments: pins.investments.length,
                    livestreams: livestreams.data?.length ?? 0,
                  }}
                />
                {queries.some((query) => query.isError) && (
                  <>
                    {' '}
                    <FormattedMessage id="map.layer.failed" />
                  </>
                )}
              </Text>
            )}
            {selected ? (
              <ProjectDetails project={selected} />
            ) : (
              <Text c="dimmed">
                <FormattedMessage id="map.projects.selectHint" />
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <Section id="project-list-heading" title="map.projects.listHeading" note="map.projects.listNote">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {projects.map((p) => (
            <Card key={p.id} withBorder radius="md" padding="md" data-testid="map-project">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Title order={3} size="h5">
                  {p.name}
                </Title>
                <Group gap={4}>
                  <MineBadge project={p} />
                  <StatusBadge status={p.status} />
                </Group>
              </Group>
              <Text size="sm" c="dimmed">
                {intl.formatMessage({ id: categoryLabel(p.category) })} · {p.location}
              </Text>
              <FundedBar project={p} mt="sm" />
              <Button
                mt="sm"
                size="xs"
                variant={p.id === selectedId ? 'filled' : 'light'}
                aria-pressed={p.id === selectedId}
                onClick={() => select(p.id)}
              >
                <FormattedMessage id="map.project.show" values={{ name: p.name }} />
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
