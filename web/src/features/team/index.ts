/** What other folders (the demo layer) may use of the team feature. */
export { TeamDepartments, TeamMembers, TeamStats } from './TeamSections';
