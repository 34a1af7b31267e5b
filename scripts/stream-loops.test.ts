/**
 * The sample streams' loops (issue 36): made without a download or ffmpeg, a WebM with a VP8 track that a
 * browser plays, small enough to ship, the same bytes every time.
 */
import { describe, expect, test } from 'bun:test';
import { sampleLivestreams } from '@wurzelwerk/shared';
import { LOOP_OPTIONS, loopStreams, renderLoop, vp8Frame } from './stream-loops';

const ascii = (text: string) => new TextEncoder().encode(text);
const contains = (bytes: Uint8Array, part: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(part) >= 0;
const count = (bytes: Uint8Array, part: Uint8Array) => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let n = 0;
  for (let at = buffer.indexOf(part); at >= 0; at = buffer.indexOf(part, at + 1)) n++;
  return n;
};

describe('the live sample streams’ loops', () => {
  test('every live sample stream has one; no planned stream does', () => {
    const live = sampleLivestreams.filter((s) => s.startOffsetMinutes < 0).map((s) => s.slug);
    expect(loopStreams().map(({ stream }) => stream.slug)).toEqual(live);
    for (const { stream, file } of loopStreams()) expect(file).toEndWith(`/loops/${stream.slug}.webm`);
  });

  test('a loop is a WebM with a VP8 track, a key frame per frame, under 300 KB, made the same each time', async () => {
    const [first] = loopStreams();
    if (!first) throw new Error('no loop');
    const bytes = await renderLoop(first.stream);
    // EBML magic, the WebM doc type and the VP8 codec id.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(contains(bytes, ascii('webm'))).toBe(true);
    expect(contains(bytes, ascii('V_VP8'))).toBe(true);
    // Each VP8 key frame starts with its start code 9d 01 2a after the frame tag.
    expect(count(bytes, Uint8Array.of(0x9d, 0x01, 0x2a))).toBe(LOOP_OPTIONS.seconds * LOOP_OPTIONS.fps);
    expect(bytes.byteLength).toBeGreaterThan(20 * 1024);
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    const again = await renderLoop(first.stream, { ...LOOP_OPTIONS, seconds: 1 });
    expect(again).toEqual(await renderLoop(first.stream, { ...LOOP_OPTIONS, seconds: 1 }));
  });

  test('vp8Frame takes the key frame out of a simple lossy WebP and refuses anything else', () => {
    const payload = Uint8Array.of(1, 2, 3, 4);
    const webp = Uint8Array.of(
      ...ascii('RIFF'),
      16,
      0,
      0,
      0,
      ...ascii('WEBP'),
      ...ascii('VP8 '),
      4,
      0,
      0,
      0,
      ...payload,
    );
    expect([...vp8Frame(webp)]).toEqual([...payload]);
    expect(() => vp8Frame(Uint8Array.of(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8L')))).toThrow();
  });
});
