import { z } from 'zod';
import { serialId } from './ids';
import { messageId } from './messages';

export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.date(),
  /** The item's picture (its address), null when it has none. */
  image: z.string().nullable(),
  /** The project it is about (the marketplace's asset type), null when none. */
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type News = z.infer<typeof newsSchema>;

export const STREAM_CATEGORIES = ['trees', 'animals', 'energy', 'farming'] as const;

export const livestreamSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  thumbnail: z.string(),
  viewers: z.number().int(),
  startTime: z.date(),
  status: z.enum(['live', 'scheduled']),
  isLive: z.boolean(),
  category: z.enum(STREAM_CATEGORIES),
  assetTypeId: z.number().int().nullable(),
  /** What plays: an HLS playlist (.m3u8) or a video file; null shows no play button (issue 20). */
  streamUrl: z.string().nullable(),
  /** Whether the signed-in user set a reminder; always false when signed out. */
  reminderSet: z.boolean(),
});
export type Livestream = z.infer<typeof livestreamSchema>;

export const livestreamIdInput = z.object({
  id: serialId(messageId('stream.id')),
});
