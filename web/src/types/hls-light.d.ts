/** hls.js's light build: its package names no types for it; they are the full build's (a subset of it). */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
