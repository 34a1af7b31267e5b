/** The about page's journey 2024–2025 (product §2.3). */
import journey from './about.json' with { type: 'json' };
import type { SampleMilestone } from './types';

/** The journey 2024–2025. */
export const sampleJourney: readonly SampleMilestone[] = journey as readonly SampleMilestone[];
