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
  /**
   * People watching through the player now (issue 36): counted from their heartbeats, on every process
   * alike. Null where nobody can watch — a planned stream, or one without an address — and so not shown.
   */
  viewers: z.number().int().nullable(),
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

/** How often the player says it is still playing, and how long one heartbeat counts (issue 36). */
export const STREAM_HEARTBEAT_MS = 20_000;
export const STREAM_VIEWER_TTL_SECONDS = 60;

/** A heartbeat of the player (or its goodbye): the stream and the player's random id for this visit. */
export const streamViewerInput = z.object({
  id: serialId(messageId('stream.id')),
  viewer: z.uuid({ error: messageId('stream.viewer') }),
});

/** What a heartbeat answers: the stream's viewers now, the sender included while it watches. */
export const streamViewersSchema = z.object({ id: z.number().int(), viewers: z.number().int() });
