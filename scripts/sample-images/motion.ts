/**
 * One frame of a sample stream's loop (issue 36, decision 0081): the stream's scene, seen through a camera
 * that sways a little, with what moves outdoors — clouds drifting across, birds flying by, bees buzzing at
 * an apiary or pasture, grass swaying in the wind, the light changing as clouds pass the sun. Every motion
 * is periodic in the loop's length (`t` runs from 0 to 1), so the last frame leads into the first.
 */
import type { StreamCategory } from '@wurzelwerk/shared';
import { mulberry32 } from './random';
import { H, num, r1, W } from './svg';

const TAU = Math.PI * 2;
/** The part of the 800 × 500 scene the video shows: 16:9, like the stream cards. */
export const FRAME = { x: 0, y: 25, width: W, height: 450 } as const;

type Rand = (min: number, max: number) => number;

function randoms(seed: number): Rand {
  const next = mulberry32(seed);
  return (min, max) => min + next() * (max - min);
}

/** Clouds crossing the sky once per loop, each at its own height and phase. */
function clouds(t: number, rand: Rand): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const phase = rand(0, 1);
    const cx = -160 + ((t + phase) % 1) * (W + 320);
    const cy = rand(45, 135);
    const s = rand(0.6, 1.1);
    out += `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(60 * s)}" ry="${num(16 * s)}"/><circle cx="${num(cx - 18 * s)}" cy="${num(cy - 10 * s)}" r="${num(21 * s)}"/><circle cx="${num(cx + 16 * s)}" cy="${num(cy - 13 * s)}" r="${num(25 * s)}"/>`;
  }
  return `<g fill="#fff" opacity=".7">${out}</g>`;
}

/** A few birds crossing the frame, flapping their wings. */
function birds(t: number, rand: Rand): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const phase = rand(0, 1);
    const x = -40 + ((t + phase) % 1) * (W + 80);
    const y = rand(70, 190) + Math.sin(TAU * (t * 2 + phase)) * 6;
    const flap = Math.sin(TAU * (t * 12 + phase)) * 5;
    const s = rand(0.8, 1.3);
    out += `<path d="M${num(x - 9 * s)} ${r1(y - flap * s)}Q${num(x - 4 * s)} ${r1(y - 3 * s)} ${num(x)} ${num(y)}Q${num(x + 4 * s)} ${r1(y - 3 * s)} ${num(x + 9 * s)} ${r1(y - flap * s)}"/>`;
  }
  return `<g fill="none" stroke="#2b2b2b" stroke-width="2" stroke-linecap="round">${out}</g>`;
}

/** Bees or flies on looping paths (whole-number frequencies: the path closes within the loop). */
function insects(t: number, rand: Rand, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = rand(120, 680);
    const cy = rand(260, 420);
    const [fx, fy] = [Math.round(rand(1, 3)), Math.round(rand(2, 5))];
    const phase = rand(0, TAU);
    const x = cx + Math.sin(TAU * fx * t + phase) * rand(30, 70);
    const y = cy + Math.sin(TAU * fy * t + phase * 2) * rand(12, 30);
    out += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="4" ry="3" fill="#f2b632"/><ellipse cx="${num(x)}" cy="${num(y - 3)}" rx="3" ry="2" fill="#fff" opacity=".8"/>`;
  }
  return out;
}

/** Grass blades along the bottom edge, bending with gusts of wind. */
function grass(t: number, rand: Rand): string {
  let out = '';
  for (let x = -10; x < W + 10; x += rand(7, 13)) {
    const h = rand(18, 42);
    const base = H - rand(0, 10);
    const bend = (Math.sin(TAU * (t + x / 900)) * 0.6 + Math.sin(TAU * (2 * t + x / 300)) * 0.4) * h * 0.35;
    out += `M${num(x)} ${num(base)}Q${r1(x + bend * 0.4)} ${num(base - h / 2)} ${r1(x + bend)} ${num(base - h)}`;
  }
  return `<path d="${out}" fill="none" stroke="#3f6b2a" stroke-width="3" stroke-linecap="round" opacity=".9"/>`;
}

/** The whole frame as SVG: `scene` is the stream's picture (its inner markup), `t` the loop's time 0…1. */
export function loopFrame(scene: string, category: StreamCategory, seed: number, t: number): string {
  const rand = randoms(seed);
  // The camera: a slight zoom, swaying on a small ellipse, as a mast camera does in the wind.
  const dx = Math.sin(TAU * t) * 10;
  const dy = Math.cos(TAU * t) * 5;
  const camera = `translate(${r1(W / 2 + dx)} ${r1(H / 2 + dy)}) scale(1.07) translate(${-W / 2} ${-H / 2})`;
  const light = 0.05 + Math.sin(TAU * t) * 0.05;
  const moving =
    clouds(t, rand) +
    birds(t, rand) +
    (category === 'animals' ? insects(t, rand, 9) : category === 'energy' ? '' : insects(t, rand, 3)) +
    (category === 'energy' ? '' : grass(t, rand));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${FRAME.x} ${FRAME.y} ${FRAME.width} ${FRAME.height}" width="${FRAME.width}" height="${FRAME.height}"><g transform="${camera}">${scene}${moving}</g><rect width="${W}" height="${H}" fill="#000" opacity="${r1(light * 100) / 100}"/></svg>`;
}
