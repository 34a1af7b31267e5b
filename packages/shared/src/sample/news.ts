/** Representative sample community news, newest first. */
import { z } from 'zod';
import news from './news.json' with { type: 'json' };
import { type SampleNews, sampleNewsSchema } from './types';

export const sampleNews: SampleNews[] = z.array(sampleNewsSchema).parse(news);
