/**
 * The team (product §2.7, §3, §9 "Other"): six members for the team demo; the team page shows the first two
 * (the founders, as on the landing page). Placeholders until the team is announced; e-mail addresses use
 * the reserved example domain. The demo's statistics are computed from the members, so the spec's figures
 * (69 active projects, 15 awards, 4.8 rating) and the cards always agree.
 */
import type { TeamMember } from '../team';
import team from './team.json' with { type: 'json' };

export const sampleTeam: readonly TeamMember[] = team as readonly TeamMember[];

/** The team page's numbers block (product §9): founded, projects and trees. */
export const sampleTeamNumbers = {
  founded: 2020,
  environmentalProjects: 15,
  treesPlanted: 50_000,
} as const;
