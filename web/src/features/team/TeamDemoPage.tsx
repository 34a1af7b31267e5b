/**
 * The team demo at /teamdemo (spec §2.7, §3 team member): six member cards with every field, the
 * departments overview and the statistics. Local sample data only (teamSamples.ts).
 */
import { Avatar, Badge, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAward,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBriefcase,
  IconCalendar,
  IconMail,
  IconMapPin,
  IconStarFilled,
  IconUsersGroup,
} from '@tabler/icons-react';
import { BRAND } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalized } from '../../components/localizedSample';
import { DocumentTitle } from '../../components/PageHeader';
import { StatTile } from '../../components/StatTile';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { DepartmentBadge, departmentLabels, InactiveContactButton } from './TeamParts';
import { type DemoTeamMember, demoTeam, membersByDepartment, teamStatistics } from './teamSamples';

export default function TeamDemoPage() {
  const intl = useIntl();
  const format = useFormat();
  const stats = teamStatistics(demoTeam);
  const title = intl.formatMessage({ id: 'team.demo.title' }, { brand: BRAND });

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
      value: intl.formatMessage(
        { id: 'team.rating.value' },
        { rating: intl.formatNumber(stats.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) },
      ),
      icon: <IconStarFilled size={24} />,
    },
  ];

  return (
    <Stack gap="xl">
      <DocumentTitle title={intl.formatMessage({ id: 'page.teamDemo' })} />
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={1}>{title}</Title>
          <Badge variant="default">
            <FormattedMessage id="team.demo.badge" />
          </Badge>
        </Group>
        <Text size="lg" c="dimmed" maw={760}>
          <FormattedMessage id="team.demo.subtitle" values={{ brand: BRAND }} />
        </Text>
      </Stack>

      <Stack component="section" aria-labelledby="team-stats" gap="md">
        <Title order={2} id="team-stats">
          <FormattedMessage id="team.stats.title" />
        </Title>
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
      </Stack>

      <Stack component="section" aria-labelledby="team-members" gap="md">
        <Title order={2} id="team-members">
          <FormattedMessage id="team.members.title" />
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
          {demoTeam.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </SimpleGrid>
      </Stack>

      <Stack component="section" aria-labelledby="team-departments" gap="md">
        <Title order={2} id="team-departments">
          <FormattedMessage id="team.departments.title" />
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
          {membersByDepartment(demoTeam).map(({ department, members }) => (
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
                <FormattedMessage id="team.departments.count" values={{ count: members.length }} />
              </Text>
              <List size="sm" spacing={2}>
                {members.map((member) => (
                  <List.Item key={member.id}>{member.name}</List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

/** A labelled group of short values (skills, languages, hobbies …). */
function Field({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        <FormattedMessage id={label} />
      </Text>
      {children}
    </div>
  );
}

function MemberCard({ member }: { member: DemoTeamMember }) {
  const intl = useIntl();
  const format = useFormat();
  const pick = useLocalized();
  const headingId = `member-${member.id}`;
  const joined = new Date(member.joinDate);
  const rating = intl.formatNumber(member.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      padding="lg"
      data-testid="team-member"
    >
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start">
          {/* No portraits yet: initials stand in for the member's image. */}
          <Avatar name={member.name} color="forest" variant="filled" size={56} radius="xl" aria-hidden />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={3} size="h4" id={headingId}>
              {member.name}
            </Title>
            <Text size="sm" fw={600}>
              {pick(member.role)}
            </Text>
            <Group gap={6}>
              <DepartmentBadge department={member.department} />
              <Badge variant="outline" color="gray" c="var(--mantine-color-text)">
                <FormattedMessage id="team.member.level" values={{ level: pick(member.level) }} />
              </Badge>
            </Group>
          </Stack>
          {/* One image-like unit for screen readers: "rating 4.9 out of 5" instead of a star and a number. */}
          <Group
            gap={4}
            wrap="nowrap"
            role="img"
            aria-label={intl.formatMessage({ id: 'team.rating.label' }, { rating })}
          >
            <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text fw={700} aria-hidden>
              {rating}
            </Text>
          </Group>
        </Group>

        <Text size="sm">{pick(member.bio)}</Text>

        <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{member.location}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconBriefcase size={16} aria-hidden />
            <Text size="sm">
              <FormattedMessage id="team.member.experience" values={{ years: member.experienceYears }} />
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">
              <FormattedMessage id="team.member.joined" values={{ date: format.date(joined) }} />
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconAward size={16} aria-hidden />
            <Text size="sm">
              <FormattedMessage id="team.member.projects" values={{ count: member.projects }} />
            </Text>
          </Group>
        </SimpleGrid>

        <Field label="team.member.skills">
          <Group gap={4} mt={4}>
            {member.skills.map((skill) => (
              <Badge key={skill.en} variant="light" c="var(--mantine-color-text)">
                {pick(skill)}
              </Badge>
            ))}
          </Group>
        </Field>
        <Field label="team.member.achievements">
          <List size="sm" spacing={2} mt={4}>
            {member.achievements.map((achievement) => (
              <List.Item key={achievement.en}>{pick(achievement)}</List.Item>
            ))}
          </List>
        </Field>
        <SimpleGrid cols={2} spacing="sm">
          <Field label="team.member.languages">
            <Text size="sm">{member.languages.map(pick).join(', ')}</Text>
          </Field>
          <Field label="team.member.hobbies">
            <Text size="sm">{member.hobbies.map(pick).join(', ')}</Text>
          </Field>
        </SimpleGrid>
        <Field label="team.member.contact">
          <Stack gap={2} mt={4}>
            <Group gap={6} wrap="nowrap">
              <IconMail size={16} aria-hidden />
              <Text size="sm">{member.email}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconBrandLinkedin size={16} aria-hidden />
              <Text size="sm">
                <FormattedMessage id="team.member.linkedin" values={{ handle: member.linkedin }} />
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconBrandGithub size={16} aria-hidden />
              <Text size="sm">
                <FormattedMessage id="team.member.github" values={{ handle: member.github }} />
              </Text>
            </Group>
          </Stack>
        </Field>

        <Group gap="xs">
          <InactiveContactButton
            icon={<IconMail size={16} aria-hidden />}
            label="team.contact.email"
            accessibleLabel={intl.formatMessage({ id: 'team.contact.emailLabel' }, { name: member.name })}
          />
          <InactiveContactButton
            icon={<IconBrandLinkedin size={16} aria-hidden />}
            label="team.contact.linkedin"
            accessibleLabel={intl.formatMessage({ id: 'team.contact.linkedinLabel' }, { name: member.name })}
          />
        </Group>
      </Stack>
    </Card>
  );
}
