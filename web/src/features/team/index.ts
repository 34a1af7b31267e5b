/** What other folders (the demo layer) may use of the team feature. */
export { TeamHeader } from './TeamParts';
export { TeamDepartments, TeamMembers, TeamStats } from './TeamSections';
