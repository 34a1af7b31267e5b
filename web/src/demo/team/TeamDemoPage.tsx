/**
 * The team demo at /teamdemo (product §2.7, §3 team member): the statistics, the six members' detailed cards
 * and the departments overview, drawn by the team feature's views from the sample team.
 */
import { Stack } from '@mantine/core';
import { BRAND } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { PageIntro } from '../../components/sections';
import { TeamDepartments, TeamMembers, TeamStats } from '../../features/team';
import { teamDemoMembers, teamDemoStatistics } from './data';

export default function TeamDemoPage() {
  return (
    <Stack gap="xl">
      <PageIntro
        page="page.teamDemo"
        description="meta.teamDemo"
        title={<FormattedMessage id="team.demo.title" values={{ brand: BRAND }} />}
        badge={<FormattedMessage id="team.demo.badge" />}
        lead={<FormattedMessage id="team.demo.subtitle" values={{ brand: BRAND }} />}
      />
      <TeamStats stats={teamDemoStatistics} />
      <TeamMembers members={teamDemoMembers} detailed />
      <TeamDepartments members={teamDemoMembers} />
    </Stack>
  );
}
