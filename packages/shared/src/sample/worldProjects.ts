/**
 * The twelve world projects of the public map and the landing page (product §3), with real coordinates. The
 * spec lists the samples as active; a few carry other statuses here so that the map shows every badge of product §4.
 */
import type { WorldProject } from '../projects';
import projects from './worldProjects.json' with { type: 'json' };

export const sampleWorldProjects: readonly WorldProject[] = projects as readonly WorldProject[];
