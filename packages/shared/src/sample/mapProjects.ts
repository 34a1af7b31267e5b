/** The six projects of the signed-in project map (product §3). */
import type { MapProject } from '../projects';
import projects from './mapProjects.json' with { type: 'json' };

export const sampleMapProjects: readonly MapProject[] = projects as readonly MapProject[];
