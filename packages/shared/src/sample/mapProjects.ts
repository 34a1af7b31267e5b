/** The six projects of the signed-in project map (spec §3). */
import { z } from 'zod';
import { type MapProject, mapProjectSchema } from '../projects';
import projects from './mapProjects.json' with { type: 'json' };

export const sampleMapProjects: readonly MapProject[] = z.array(mapProjectSchema).parse(projects);
