/**
 * The signed-in profile at /profile (product §2.13): a header with the static "Premium Investor" badge and the
 * tabs personal data, achievements and activities, all from the user's real data. Without a user (the
 * session ended on the server meanwhile) it asks to sign in.
 */
import { Alert, Avatar, Badge, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconActivity, IconAward, IconCrown, IconUser } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { initialsOf, type Profile } from '@wurzelwerk/shared';
import { use } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { type IconTab, IconTabList } from '../../components/IconTabList';
import { PageMeta } from '../../components/PageMeta';
import { SignedInUserContext } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { shadeOf } from './AchievementsGrid';
import { MemberLines } from './MemberLines';
import { PersonalDataTab } from './PersonalDataTab';
import { ProfileAchievementsTab } from './ProfileAchievementsTab';
import { ProfileActivitiesTab } from './ProfileActivitiesTab';
import { PublicProfileNotice } from './PublicProfileNotice';

const TABS = [
  { value: 'personal', label: 'profile.tab.personal', Icon: IconUser },
  { value: 'achievements', label: 'profile.tab.achievements', Icon: IconAward },
  { value: 'activities', label: 'profile.tab.activities', Icon: IconActivity },
] as const satisfies readonly IconTab[];

function ProfileHeader({ profile }: { profile: Profile }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="lg" wrap="wrap">
        <Avatar size={72} radius="xl" color="forest" variant="filled">
          {initialsOf(profile)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="sm">
            <Text fw={700} size="xl">
              {profile.firstName} {profile.lastName}
            </Text>
            {/* Product §2.13: a static badge, not a membership state. */}
            <Badge
              color={shadeOf({ color: 'yellow', shade: 4 })}
              autoContrast
              leftSection={<IconCrown size={14} aria-hidden />}
            >
              <FormattedMessage id="profile.premiumBadge" />
            </Badge>
          </Group>
          <MemberLines username={profile.username} since={profile.createdAt} />
        </Stack>
      </Group>
    </Paper>
  );
}

function SignInRequired() {
  return (
    <Alert color="blue" variant="light">
      <FormattedMessage id="profile.signInRequired" />
    </Alert>
  );
}

export default function ProfilePage() {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'page.profile' });
  const user = use(SignedInUserContext);
  const profile = trpc.account.profile.useQuery(undefined, { enabled: user !== null });
  const signedOut =
    user === null ||
    (profile.error instanceof TRPCClientError && profile.error.data?.code === 'UNAUTHORIZED');

  return (
    <Stack gap="lg">
      <PageMeta title={heading} />
      <Title order={1}>{heading}</Title>
      {signedOut ? (
        <SignInRequired />
      ) : profile.isPending ? (
        <Skeleton h={120} aria-hidden />
      ) : profile.isError ? (
        <ErrorAlert>
          <FormattedMessage id="profile.loadFailed" />
        </ErrorAlert>
      ) : (
        <>
          <ProfileHeader profile={profile.data} />
          <PublicProfileNotice username={profile.data.username} />
          <Tabs defaultValue="personal" keepMounted={false}>
            <IconTabList tabs={TABS} />
            <Tabs.Panel value="personal" pt="lg">
              <PersonalDataTab profile={profile.data} />
            </Tabs.Panel>
            <Tabs.Panel value="achievements" pt="lg">
              <ProfileAchievementsTab />
            </Tabs.Panel>
            <Tabs.Panel value="activities" pt="lg">
              <ProfileActivitiesTab />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
