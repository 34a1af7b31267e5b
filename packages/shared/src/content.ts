import { z } from 'zod';
import { serialId } from './ids';
import { messageId } from './messages';
import { textField } from './text';

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

/** A viewer id as the server issued it (decision 0091); anything else is not one. */
const viewerId = textField().max(200, messageId('stream.viewer'));

/**
 * A heartbeat of the player (decision 0091): the stream, and the viewer id the server gave with its last
 * answer — left out on the first. A signed-in user counts as themself whatever is sent; an id the server
 * did not issue counts as none, and a new one is issued (a limited number per client address).
 */
export const streamViewerInput = z.object({
  id: serialId(messageId('stream.id')),
  viewer: viewerId
    .optional()
    .meta({ description: 'The `viewer` of the previous answer; left out on the first heartbeat.' }),
});
/** The player stopped: the stream and the viewer id it was given. */
export const streamLeaveInput = z.object({ id: serialId(messageId('stream.id')), viewer: viewerId });

/** What a heartbeat answers: the stream's viewers now, the sender included while it watches. */
export const streamViewersSchema = z.object({ id: z.number().int(), viewers: z.number().int() });
/** A heartbeat's answer also carries the viewer id to send with the next one (and with the goodbye). */
export const streamWatchSchema = streamViewersSchema.extend({
  viewer: z
    .string()
    .meta({ description: 'This viewer’s id, issued by the server: send it with the next heartbeat.' }),
});
