/** The team demo's data: the whole sample team and the statistics drawn from it. */
import { sampleTeam, type TeamMember, type TeamStatistics, teamStatistics } from '@wurzelwerk/shared';

export const teamDemoMembers: readonly TeamMember[] = sampleTeam;
export const teamDemoStatistics: TeamStatistics = teamStatistics(sampleTeam);
