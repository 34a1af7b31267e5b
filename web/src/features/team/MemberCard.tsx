/**
 * A team member's card, for both team screens (product §2.7): the team page shows the short card (expertise,
 * year joined, a working e-mail link), the team demo the detailed one with every field of product §3.
 */
import { Avatar, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAward,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBriefcase,
  IconCalendar,
  IconMail,
  IconMapPin,
  IconStarFilled,
} from '@tabler/icons-react';
import type { TeamMember } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalized } from '../../components/localizedSample';
import { useFormat } from '../../lib/format';
import { DepartmentBadge, Field, InactiveContactButton } from './TeamParts';

/** An icon beside a short text. */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

export function MemberCard({ member, detailed = false }: { member: TeamMember; detailed?: boolean }) {
  const intl = useIntl();
  const format = useFormat();
  const pick = useLocalized();
  const headingId = `team-member-${member.github}`;
  const rating = intl.formatNumber(member.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const contact = (
    id: 'team.contact.emailLabel' | 'team.contact.linkedinLabel' | 'team.contact.githubLabel',
  ) => intl.formatMessage({ id }, { name: member.name });
  const linkedin = (
    <InactiveContactButton
      icon={<IconBrandLinkedin size={16} aria-hidden />}
      label="team.contact.linkedin"
      accessibleLabel={contact('team.contact.linkedinLabel')}
    />
  );

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
        <Group wrap="nowrap" align={detailed ? 'flex-start' : undefined}>
          {/* No portraits yet: initials stand in for the member's image. */}
          <Avatar
            name={member.name}
            color="forest"
            variant="filled"
            size={detailed ? 56 : 64}
            radius="xl"
            aria-hidden
          />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={detailed ? 3 : 2} size={detailed ? 'h4' : 'h3'} id={headingId}>
              {member.name}
            </Title>
            <Text size={detailed ? 'sm' : undefined} fw={600}>
              {pick(member.role)}
            </Text>
            <Group gap={6}>
              <DepartmentBadge department={member.department} />
              {detailed && (
                <Badge variant="outline" color="gray" c="var(--mantine-color-text)">
                  <FormattedMessage id="team.member.level" values={{ level: pick(member.level) }} />
                </Badge>
              )}
            </Group>
          </Stack>
          {detailed && (
            // One image-like unit for screen readers: "rating 4.9 out of 5" instead of a star and a number.
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
          )}
        </Group>

        <Text size={detailed ? 'sm' : undefined}>{pick(member.bio)}</Text>

        {detailed ? (
          <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
            <Fact icon={<IconMapPin size={16} aria-hidden />}>{member.location}</Fact>
            <Fact icon={<IconBriefcase size={16} aria-hidden />}>
              <FormattedMessage id="team.member.experience" values={{ years: member.experienceYears }} />
            </Fact>
            <Fact icon={<IconCalendar size={16} aria-hidden />}>
              <FormattedMessage
                id="team.member.joined"
                values={{ date: format.date(new Date(member.joinDate)) }}
              />
            </Fact>
            <Fact icon={<IconAward size={16} aria-hidden />}>
              <FormattedMessage id="team.member.projects" values={{ count: member.projects }} />
            </Fact>
          </SimpleGrid>
        ) : (
          <Group gap="lg">
            <Fact icon={<IconMapPin size={16} aria-hidden />}>{member.location}</Fact>
            <Fact icon={<IconCalendar size={16} aria-hidden />}>
              <FormattedMessage id="team.page.joined" values={{ year: member.joinDate.slice(0, 4) }} />
            </Fact>
          </Group>
        )}

        <Field label={detailed ? 'team.member.skills' : 'team.page.expertise'}>
          <Group gap={4} mt={4}>
            {member.skills.map((skill) => (
              <Badge key={skill.en} variant="light" c="var(--mantine-color-text)">
                {pick(skill)}
              </Badge>
            ))}
          </Group>
        </Field>

        {detailed ? (
          <>
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
                <Fact icon={<IconMail size={16} aria-hidden />}>{member.email}</Fact>
                <Fact icon={<IconBrandLinkedin size={16} aria-hidden />}>
                  <FormattedMessage id="team.member.linkedin" values={{ handle: member.linkedin }} />
                </Fact>
                <Fact icon={<IconBrandGithub size={16} aria-hidden />}>
                  <FormattedMessage id="team.member.github" values={{ handle: member.github }} />
                </Fact>
              </Stack>
            </Field>
            <Group gap="xs">
              <InactiveContactButton
                icon={<IconMail size={16} aria-hidden />}
                label="team.contact.email"
                accessibleLabel={contact('team.contact.emailLabel')}
              />
              {linkedin}
            </Group>
          </>
        ) : (
          <Group
            gap="xs"
            aria-label={intl.formatMessage({ id: 'team.page.social' }, { name: member.name })}
            role="group"
          >
            {/* E-mail works as a link (on the reserved example domain until launch); the profiles are not public yet. */}
            <Button
              component="a"
              href={`mailto:${member.email}`}
              variant="default"
              size="xs"
              leftSection={<IconMail size={16} aria-hidden />}
            >
              {member.email}
            </Button>
            {linkedin}
            <InactiveContactButton
              icon={<IconBrandGithub size={16} aria-hidden />}
              label="team.contact.github"
              accessibleLabel={contact('team.contact.githubLabel')}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
