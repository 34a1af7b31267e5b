import { expect, test } from 'bun:test';
import { isHlsUrl } from './StreamVideo';

// An HLS playlist is told apart by its path, whatever the query or case.
const PLAYLISTS = [
  'https://cdn.example.org/live/index.m3u8',
  'https://cdn.example.org/live/INDEX.M3U8?token=abc',
  'https://cdn.example.org/live/index.m3u8#t=10',
];
const NOT_PLAYLISTS = [
  '/media/streams/sample-live.webm',
  'https://cdn.example.org/video.mp4?list=a.m3u8x',
  'https://cdn.example.org/index.m3u8.mp4',
];

test.each(PLAYLISTS)('%p is an HLS playlist', (url) => expect(isHlsUrl(url)).toBe(true));
test.each(NOT_PLAYLISTS)('%p is no HLS playlist', (url) => expect(isHlsUrl(url)).toBe(false));
