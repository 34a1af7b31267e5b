/** Representative sample community news, newest first. */
import news from './news.json' with { type: 'json' };
import type { SampleNews } from './types';

export const sampleNews: SampleNews[] = news as SampleNews[];
