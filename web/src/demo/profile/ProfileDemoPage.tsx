/**
 * The profile demo at /profiledemo (product §2.12): the profile views — user card, portfolio and distribution,
 * achievements by rarity, recent activity — on the local sample user. Nothing is loaded or sent.
 */
import { Grid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalized } from '../../components/localizedSample';
import { PageHeader } from '../../components/PageHeader';
import {
  AchievementsGrid,
  ActivityList,
  PortfolioOverview,
  ProfileCard,
  ProfileSection,
} from '../../features/profile';
import { demoProfile } from './data';

export default function ProfileDemoPage() {
  const intl = useIntl();
  const localized = useLocalized();
  const demo = useMemo(() => demoProfile(localized), [localized]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage({ id: 'page.profileDemo' })}
        subtitle={<FormattedMessage id="profile.demo.note" />}
        description="meta.profileDemo"
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileCard card={demo.card} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PortfolioOverview portfolio={demo.portfolio} />
        </Grid.Col>
      </Grid>
      <ProfileSection title={<FormattedMessage id="profile.achievements.title" />}>
        <AchievementsGrid achievements={demo.achievements} />
      </ProfileSection>
      <ProfileSection title={<FormattedMessage id="profile.activities.title" />}>
        <ActivityList items={demo.activities} />
      </ProfileSection>
    </Stack>
  );
}
