/** Representative sample livestreams: some live now (negative offset), some scheduled. */
import livestreams from './livestreams.json' with { type: 'json' };
import type { SampleLivestream } from './types';

export const sampleLivestreams: SampleLivestream[] = livestreams as SampleLivestream[];
