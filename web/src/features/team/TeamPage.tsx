/**
 * The team page at /team (spec §2.7, §3 team-page member, §9 team numbers), in both route sets: the two
 * founders and the numbers block. Local sample data only (teamSamples.ts).
 */
import { Avatar, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandGithub, IconBrandLinkedin, IconCalendar, IconMail, IconMapPin } from '@tabler/icons-react';
import { BRAND } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalized } from '../../components/localizedSample';
import { DocumentTitle } from '../../components/PageHeader';
import type { MessageId } from '../../i18n/messages';
import { DepartmentBadge, InactiveContactButton } from './TeamParts';
import { type TeamPageMember, teamNumbers, teamPageMembers } from './teamSamples';

export default function TeamPage() {
  const intl = useIntl();
  const compact = (value: number) => intl.formatNumber(value, { notation: 'compact' });
  const numbers: readonly { label: MessageId; value: string }[] = [
    // A year, not an amount: no grouping separator.
    { label: 'team.numbers.founded', value: String(teamNumbers.founded) },
    { label: 'team.numbers.members', value: intl.formatNumber(teamPageMembers.length) },
    {
      label: 'team.numbers.projects',
      value: intl.formatMessage(
        { id: 'team.numbers.atLeast' },
        { value: compact(teamNumbers.environmentalProjects) },
      ),
    },
    {
      label: 'team.numbers.trees',
      value: intl.formatMessage({ id: 'team.numbers.atLeast' }, { value: compact(teamNumbers.treesPlanted) }),
    },
  ];

  return (
    <Stack gap="xl">
      <DocumentTitle title={intl.formatMessage({ id: 'page.team' })} />
      <Stack gap="xs">
        <Title order={1}>
          <FormattedMessage id="team.page.title" />
        </Title>
        <Text size="lg" c="dimmed" maw={720}>
          <FormattedMessage id="team.page.subtitle" values={{ brand: BRAND }} />
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {teamPageMembers.map((member) => (
          <MemberCard key={member.name} member={member} />
        ))}
      </SimpleGrid>

      <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="team-numbers">
        <Title order={2} id="team-numbers" mb="md">
          <FormattedMessage id="team.numbers.title" values={{ brand: BRAND }} />
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="team-numbers">
          {numbers.map((number) => (
            <Stack key={number.label} gap={0} ta="center">
              <Text fw={800} fz={32}>
                {number.value}
              </Text>
              <Text size="sm" c="dimmed">
                <FormattedMessage id={number.label} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="md">
          <FormattedMessage id="team.numbers.sample" />
        </Text>
      </Paper>
    </Stack>
  );
}

function MemberCard({ member }: { member: TeamPageMember }) {
  const intl = useIntl();
  const pick = useLocalized();
  const headingId = `team-member-${member.social.github}`;
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
        <Group wrap="nowrap">
          <Avatar name={member.name} color="forest" variant="filled" size={64} radius="xl" aria-hidden />
          <Stack gap={2}>
            <Title order={2} size="h3" id={headingId}>
              {member.name}
            </Title>
            <Text fw={600}>{pick(member.role)}</Text>
            <DepartmentBadge department={member.department} />
          </Stack>
        </Group>
        <Text>{pick(member.bio)}</Text>
        <Group gap="lg">
          <Group gap={6}>
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{member.location}</Text>
          </Group>
          <Group gap={6}>
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">
              <FormattedMessage id="team.page.joined" values={{ year: String(member.joinedYear) }} />
            </Text>
          </Group>
        </Group>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            <FormattedMessage id="team.page.expertise" />
          </Text>
          <Group gap={4} mt={4}>
            {member.expertise.map((item) => (
              <Badge key={item.en} variant="light" c="var(--mantine-color-text)">
                {pick(item)}
              </Badge>
            ))}
          </Group>
        </div>
        <Group
          gap="xs"
          aria-label={intl.formatMessage({ id: 'team.page.social' }, { name: member.name })}
          role="group"
        >
          {/* E-mail works as a link (on the reserved example domain until launch); the profiles are not public yet. */}
          <Button
            component="a"
            href={`mailto:${member.social.email}`}
            variant="default"
            size="xs"
            leftSection={<IconMail size={16} aria-hidden />}
          >
            {member.social.email}
          </Button>
          <InactiveContactButton
            icon={<IconBrandLinkedin size={16} aria-hidden />}
            label="team.contact.linkedin"
            accessibleLabel={intl.formatMessage({ id: 'team.contact.linkedinLabel' }, { name: member.name })}
          />
          <InactiveContactButton
            icon={<IconBrandGithub size={16} aria-hidden />}
            label="team.contact.github"
            accessibleLabel={intl.formatMessage({ id: 'team.contact.githubLabel' }, { name: member.name })}
          />
        </Group>
      </Stack>
    </Card>
  );
}
