/** Representative sample livestreams: some live now (negative offset), some scheduled. */
import { z } from 'zod';
import livestreams from './livestreams.json' with { type: 'json' };
import { type SampleLivestream, sampleLivestreamSchema } from './types';

export const sampleLivestreams: SampleLivestream[] = z.array(sampleLivestreamSchema).parse(livestreams);
