import { expect, test } from 'bun:test';
import { isHlsUrl } from './StreamVideo';

test('an HLS playlist is told apart by its path, whatever the query or case', () => {
  expect(isHlsUrl('https://cdn.example.org/live/index.m3u8')).toBe(true);
  expect(isHlsUrl('https://cdn.example.org/live/INDEX.M3U8?token=abc')).toBe(true);
  expect(isHlsUrl('https://cdn.example.org/live/index.m3u8#t=10')).toBe(true);
  expect(isHlsUrl('/media/streams/sample-live.webm')).toBe(false);
  expect(isHlsUrl('https://cdn.example.org/video.mp4?list=a.m3u8x')).toBe(false);
  expect(isHlsUrl('https://cdn.example.org/index.m3u8.mp4')).toBe(false);
});
