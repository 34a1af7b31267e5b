/** The about page's journey 2024–2025 (spec §2.3). */
import { z } from 'zod';
import journey from './about.json' with { type: 'json' };
import { type SampleMilestone, sampleMilestoneSchema } from './types';

/** The journey 2024–2025. */
export const sampleJourney: readonly SampleMilestone[] = z.array(sampleMilestoneSchema).parse(journey);
