/**
 * `bun scripts/stream-loops.ts` (part of `bun run build`): makes the short video loop each live sample
 * stream plays (issue 36, decision 0081) — server/assets/images/streams/loops/<slug>.webm, served at
 * /media/streams/loops/. Nothing is downloaded and no ffmpeg is needed: each frame is the stream's generated
 * scene in motion (sample-images/motion.ts), rasterised and encoded as a lossy WebP by sharp, whose VP8
 * key frame is the very bitstream a WebM's VP8 track carries; webm-muxer puts the frames into the file.
 * Deterministic, so the files are not kept in git; an existing loop newer than these scripts is kept.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SampleLivestream, sampleLivestreams } from '@wurzelwerk/shared';
import sharp from 'sharp';
import { ArrayBufferTarget, Muxer } from 'webm-muxer';
import { renderStream } from './generate-sample-images';
import { FRAME, loopFrame } from './sample-images/motion';
import { hash } from './sample-images/random';

export const LOOPS_DIR = join(import.meta.dir, '..', 'server', 'assets', 'images', 'streams', 'loops');
const LOOP_PREFIX = '/media/streams/loops/';

export interface LoopOptions {
  seconds: number;
  fps: number;
  /** The video's width in pixels; the height follows from the 16:9 frame. */
  width: number;
  /** WebP/VP8 quality, 0–100. */
  quality: number;
}

export const LOOP_OPTIONS: LoopOptions = { seconds: 6, fps: 12, width: 480, quality: 40 };

/** The VP8 key frame inside a simple lossy WebP: the payload of its `VP8 ` chunk. */
export function vp8Frame(webp: Uint8Array): Uint8Array {
  const text = (from: number, to: number) => String.fromCharCode(...webp.subarray(from, to));
  if (text(0, 4) !== 'RIFF' || text(8, 12) !== 'WEBP' || text(12, 16) !== 'VP8 ') {
    throw new Error('not a simple lossy WebP');
  }
  const size = new DataView(webp.buffer, webp.byteOffset + 16, 4).getUint32(0, true);
  return webp.subarray(20, 20 + size);
}

/** The scene's markup without its <svg> element and title. */
function sceneOf(stream: SampleLivestream): string {
  const svg = renderStream(stream.slug, stream.category, stream.title.de, stream.assetSlug);
  return svg.replace(/^<svg[^>]*>(<title>.*?<\/title>)?/, '').replace(/<\/svg>\s*$/, '');
}

/** A sample stream's loop as a WebM file (VP8, every frame a key frame, no sound). */
export async function renderLoop(stream: SampleLivestream, options = LOOP_OPTIONS): Promise<Uint8Array> {
  const width = options.width;
  const height = Math.round((width * FRAME.height) / FRAME.width / 2) * 2;
  const target = new ArrayBufferTarget();
  const muxer = new Muxer({
    target,
    video: { codec: 'V_VP8', width, height, frameRate: options.fps },
    firstTimestampBehavior: 'offset',
  });
  const scene = sceneOf(stream);
  const seed = hash(`loop:${stream.slug}`);
  const frames = Math.round(options.seconds * options.fps);
  for (let i = 0; i < frames; i++) {
    const svg = loopFrame(scene, stream.category, seed, i / frames);
    const webp = await sharp(Buffer.from(svg))
      .resize(width, height)
      .removeAlpha()
      .webp({ quality: options.quality })
      .toBuffer();
    muxer.addVideoChunkRaw(vp8Frame(webp), 'key', Math.round((i * 1_000_000) / options.fps));
  }
  muxer.finalize();
  return new Uint8Array(target.buffer);
}

/** The sample streams that play a loop of the build, with the file each plays. */
export function loopStreams(): { stream: SampleLivestream; file: string }[] {
  return sampleLivestreams.flatMap((stream) =>
    stream.streamUrl?.startsWith(LOOP_PREFIX)
      ? [{ stream, file: join(LOOPS_DIR, stream.streamUrl.slice(LOOP_PREFIX.length)) }]
      : [],
  );
}

/** The scripts the loops are made by: a loop older than one of them is made again. */
const SOURCES = [
  import.meta.path,
  join(import.meta.dir, 'sample-images', 'motion.ts'),
  join(import.meta.dir, 'generate-sample-images.ts'),
];

if (import.meta.main) {
  mkdirSync(LOOPS_DIR, { recursive: true });
  const newest = Math.max(...SOURCES.map((file) => statSync(file).mtimeMs));
  for (const { stream, file } of loopStreams()) {
    if (existsSync(file) && statSync(file).mtimeMs >= newest) continue;
    const bytes = await renderLoop(stream);
    writeFileSync(file, bytes);
    console.log(`${file} (${Math.round(bytes.byteLength / 1024)} KB)`);
  }
}
