/** The sections of the team screens (product §2.7): members, statistics, departments, the numbers block. */
import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconBriefcase, IconCalendar, IconStarFilled, IconUsersGroup } from '@tabler/icons-react';
import { BRAND, membersByDepartment, type TeamMember, type TeamStatistics } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StatTile } from '../../components/StatTile';
import { type FigureItem, Figures } from '../../components/sections';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { MemberCard } from './MemberCard';
import { departmentLabels } from './TeamParts';

/** A titled section; its heading names it. */
function Section({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Title order={2} id={id}>
        <FormattedMessage id={title} />
      </Title>
      {children}
    </Stack>
  );
}

export function TeamMembers({
  members,
  detailed = false,
}: {
  members: readonly TeamMember[];
  detailed?: boolean;
}) {
  const grid = (
    <SimpleGrid cols={detailed ? { base: 1, md: 2, xl: 3 } : { base: 1, md: 2 }} spacing="lg">
      {members.map((member) => (
        <MemberCard key={member.id} member={member} detailed={detailed} />
      ))}
    </SimpleGrid>
  );
  // The short cards are the page's main content and carry the page's second-level headings themselves.
  return detailed ? (
    <Section id="team-members" title="team.members.title">
      {grid}
    </Section>
  ) : (
    grid
  );
}

export function TeamStats({ stats }: { stats: TeamStatistics }) {
  const intl = useIntl();
  const format = useFormat();
  const rating = intl.formatNumber(stats.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const tiles: readonly { label: MessageId; value: string; icon: ReactNode }[] = [
    { label: 'team.stats.members', value: format.number(stats.members), icon: <IconUsersGroup size={24} /> },
    {
      label: 'team.stats.departments',
      value: format.number(stats.departments),
      icon: <IconBriefcase size={24} />,
    },
    {
      label: 'team.stats.activeProjects',
      value: format.number(stats.activeProjects),
      icon: <IconCalendar size={24} />,
    },
    { label: 'team.stats.awards', value: format.number(stats.awards), icon: <IconAward size={24} /> },
    {
      label: 'team.stats.rating',
      value: intl.formatMessage({ id: 'team.rating.value' }, { rating }),
      icon: <IconStarFilled size={24} />,
    },
  ];
  return (
    <Section id="team-stats" title="team.stats.title">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" data-testid="team-stats">
        {tiles.map((tile) => (
          <StatTile
            key={tile.label}
            icon={tile.icon}
            label={<FormattedMessage id={tile.label} />}
            value={tile.value}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function TeamDepartments({ members }: { members: readonly TeamMember[] }) {
  return (
    <Section id="team-departments" title="team.departments.title">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
        {membersByDepartment(members).map(({ department, members: inDepartment }) => (
          <Paper
            key={department}
            withBorder
            radius="md"
            p="md"
            component="article"
            aria-labelledby={`department-${department}`}
            data-testid={`department-${department}`}
          >
            <Title order={3} size="h4" id={`department-${department}`}>
              <FormattedMessage id={departmentLabels[department]} />
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              <FormattedMessage id="team.departments.count" values={{ count: inDepartment.length }} />
            </Text>
            <List size="sm" spacing={2}>
              {inDepartment.map((member) => (
                <List.Item key={member.id}>{member.name}</List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** The team page's numbers block (product §9): figures as text, e.g. "2020", "15+". */
export function TeamNumbers({ numbers }: { numbers: readonly FigureItem[] }) {
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="team-numbers">
      <Title order={2} id="team-numbers" mb="md">
        <FormattedMessage id="team.numbers.title" values={{ brand: BRAND }} />
      </Title>
      <Figures items={numbers} testId="team-numbers" />
      <Text size="xs" c="dimmed" mt="md">
        <FormattedMessage id="team.numbers.sample" />
      </Text>
    </Paper>
  );
}
