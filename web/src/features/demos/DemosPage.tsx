/**
 * The demo directory at /demos (product §2.5): the six public demos with name, description, features, category,
 * difficulty in its colour, a link to open each, and a button that copies its full address.
 */
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useMantineTheme,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconCheck,
  IconCopy,
  IconLayoutDashboard,
  IconPlant2,
  IconShoppingCart,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { BRAND } from '@wurzelwerk/shared';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalized } from '../../components/localizedSample';
import { PageMeta } from '../../components/PageMeta';
import { useToast } from '../../components/useToast';
import {
  categoryLabels,
  type DemoEntry,
  type DemoId,
  demos,
  difficultyColors,
  difficultyLabels,
} from './demoCatalog';

const icons = {
  dashboard: IconLayoutDashboard,
  marketplace: IconBuildingStore,
  profile: IconUserCircle,
  farm: IconPlant2,
  shop: IconShoppingCart,
  team: IconUsersGroup,
} as const satisfies Record<DemoId, unknown>;

/** How long a copy button says "copied". */
const COPIED_MS = 2_000;

export default function DemosPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.demos' });
  return (
    <Stack gap="xl">
      <PageMeta title={title} description="meta.demos" />
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed" maw={720}>
          <FormattedMessage id="demos.subtitle" values={{ brand: BRAND }} />
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {demos.map((demo) => (
          <DemoCard key={demo.id} demo={demo} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DemoCard({ demo }: { demo: DemoEntry }) {
  const intl = useIntl();
  const pick = useLocalized();
  const toast = useToast();
  const theme = useMantineTheme();
  const [copied, setCopied] = useState(false);
  const name = pick(demo.name);
  const Icon = icons[demo.id];
  const color = difficultyColors[demo.difficulty];

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copyUrl() {
    const url = new URL(demo.path, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: intl.formatMessage({ id: 'demos.copy.success' }), message: url });
    } catch {
      // No clipboard access (permission refused, insecure context): say so and show the address to copy by hand.
      toast({ tone: 'destructive', title: intl.formatMessage({ id: 'demos.copy.failed' }), message: url });
    }
  }

  return (
    <Card
      component="article"
      aria-labelledby={`demo-${demo.id}`}
      withBorder
      radius="md"
      padding="lg"
      data-testid={`demo-${demo.id}`}
    >
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={2} size="h3" id={`demo-${demo.id}`}>
              {name}
            </Title>
          </Group>
          <Badge
            color={theme.colors[color.palette][color.shade]}
            c={color.text}
            variant="filled"
            data-difficulty={demo.difficulty}
            style={{ flexShrink: 0 }}
          >
            <FormattedMessage id={difficultyLabels[demo.difficulty]} />
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="demos.categoryLabel" />{' '}
          <Text span fw={600} c="var(--mantine-color-text)" data-testid="demo-category">
            <FormattedMessage id={categoryLabels[demo.category]} />
          </Text>
        </Text>
        <Text>{pick(demo.description)}</Text>
        <List size="sm" spacing={4} aria-label={intl.formatMessage({ id: 'demos.features' }, { name })}>
          {demo.features.map((feature) => (
            <List.Item key={feature.en}>{pick(feature)}</List.Item>
          ))}
        </List>
      </Stack>
      <Group grow gap="xs" mt="md">
        <Button
          component={Link}
          to={demo.path}
          aria-label={intl.formatMessage({ id: 'demos.viewLabel' }, { name })}
        >
          <FormattedMessage id="demos.view" />
        </Button>
        <Button
          variant="default"
          onClick={copyUrl}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          aria-label={intl.formatMessage({ id: copied ? 'demos.copy.copied' : 'demos.copy.label' }, { name })}
        >
          <FormattedMessage id={copied ? 'demos.copy.done' : 'demos.copy.button'} />
        </Button>
      </Group>
    </Card>
  );
}
