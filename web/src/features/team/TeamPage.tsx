/**
 * The team page at /team (product §2.7, §9 team numbers), in both route sets: the two founders and the
 * numbers block. Local sample content only (packages/shared/src/sample/team.ts).
 */
import { Stack } from '@mantine/core';
import { BRAND, sampleTeam, sampleTeamNumbers } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageIntro } from '../../components/sections';
import type { MessageId } from '../../i18n/messages';
import { TeamMembers, TeamNumbers } from './TeamSections';

/** The founders: the team's first two members. */
const founders = sampleTeam.slice(0, 2);

export default function TeamPage() {
  const intl = useIntl();
  const atLeast = (value: number) =>
    intl.formatMessage(
      { id: 'team.numbers.atLeast' },
      { value: intl.formatNumber(value, { notation: 'compact' }) },
    );
  const numbers: readonly { label: MessageId; value: string }[] = [
    // A year, not an amount: no grouping separator.
    { label: 'team.numbers.founded', value: String(sampleTeamNumbers.founded) },
    { label: 'team.numbers.members', value: intl.formatNumber(founders.length) },
    { label: 'team.numbers.projects', value: atLeast(sampleTeamNumbers.environmentalProjects) },
    { label: 'team.numbers.trees', value: atLeast(sampleTeamNumbers.treesPlanted) },
  ];

  return (
    <Stack gap="xl">
      <PageIntro
        page="page.team"
        description="meta.team"
        title={<FormattedMessage id="team.page.title" />}
        lead={<FormattedMessage id="team.page.subtitle" values={{ brand: BRAND }} />}
      />
      <TeamMembers members={founders} />
      <TeamNumbers numbers={numbers} />
    </Stack>
  );
}
