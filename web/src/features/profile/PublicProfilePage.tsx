/**
 * A public profile at /u/{username} (issue 18), for visitors and signed-in users alike: what the person
 * shows others — name (first name and initial unless they show the full name), member since and
 * achievements, and, as their privacy switches allow, the location and — with "Investments anzeigen" — the
 * level, a coarse CO₂ figure and the projects they support (never amounts; decision 0050). A hidden or
 * unknown profile reads "not found".
 */
import { Alert, Avatar, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLeaf, IconMapPin, IconStairsUp } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import type { PublicProfile } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { StatTileRow } from '../../components/StatTile';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { categoryLabels } from '../marketplace';
import { AchievementsGrid } from './AchievementsGrid';
import { achievementView } from './achievementTexts';
import { MemberLines } from './MemberLines';

/** A heading over a list, or a line saying the list is empty. */
function Section({
  title,
  empty,
  children,
}: {
  title: MessageId;
  empty: MessageId | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <FormattedMessage id={title} />
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm">
          <FormattedMessage id={empty} />
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Group gap="lg">
          <Avatar size={72} radius="xl" color="forest" variant="filled">
            {profile.initials}
          </Avatar>
          <Stack gap={4}>
            <Title order={1}>{profile.displayName}</Title>
            <MemberLines username={profile.username} since={profile.memberSince} />
            {profile.location && (
              <Group gap={4}>
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{profile.location}</Text>
              </Group>
            )}
          </Stack>
        </Group>
      </Paper>
      {profile.level !== undefined && profile.co2SavedAtLeast !== undefined && (
        <StatTileRow
          tiles={[
            { Icon: IconStairsUp, label: 'publicProfile.level', value: format.number(profile.level, 0) },
            {
              Icon: IconLeaf,
              label: 'publicProfile.co2',
              // Rounded down to a step (decision 0050): "at least", or "under 0.1 t".
              value:
                profile.co2SavedAtLeast > 0
                  ? intl.formatMessage(
                      { id: 'publicProfile.co2AtLeast' },
                      { value: format.number(profile.co2SavedAtLeast) },
                    )
                  : intl.formatMessage({ id: 'publicProfile.co2Below' }, { value: format.number(0.1) }),
            },
          ]}
        />
      )}
      {profile.projects && (
        <Section
          title="publicProfile.projects"
          empty={profile.projects.length === 0 ? 'publicProfile.noProjects' : null}
        >
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {profile.projects.map((project) => (
              <Group key={`${project.category}-${project.name}`} gap="sm" component="li">
                <IconLeaf size={16} aria-hidden />
                <Text>{project.name}</Text>
                <Badge variant="light" c="var(--mantine-color-text)">
                  <FormattedMessage id={categoryLabels[project.category]} />
                </Badge>
              </Group>
            ))}
          </Stack>
        </Section>
      )}
      <Section
        title="publicProfile.achievements"
        empty={profile.achievements.length === 0 ? 'publicProfile.noAchievements' : null}
      >
        <AchievementsGrid achievements={profile.achievements.map((a) => achievementView(a, intl))} />
      </Section>
    </Stack>
  );
}

export default function PublicProfilePage() {
  const intl = useIntl();
  const { username = '' } = useParams();
  const profile = trpc.users.profile.useQuery({ username }, { retry: false });
  const notFound = profile.error instanceof TRPCClientError && profile.error.data?.code === 'NOT_FOUND';
  const title = profile.data?.displayName ?? intl.formatMessage({ id: 'publicProfile.title' });
  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      {profile.isPending ? (
        <Skeleton h={160} aria-hidden />
      ) : profile.isError ? (
        <>
          <Title order={1}>
            <FormattedMessage id="publicProfile.title" />
          </Title>
          <Alert color={notFound ? 'blue' : 'red'} variant="light" role={notFound ? 'status' : 'alert'}>
            <FormattedMessage id={notFound ? 'publicProfile.notFound' : 'profile.loadFailed'} />
          </Alert>
        </>
      ) : (
        <ProfileView profile={profile.data} />
      )}
    </Stack>
  );
}
