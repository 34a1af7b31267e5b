import type { Ctx } from './colour';
import { circle, ellipse, group, H, num, path, poly, r1, rect, W } from './svg';

// Scenery.

export function sky(x: Ctx, withSun = true, clouds = 2): string {
  let out = rect(0, 0, W, H, x.p.sky);
  if (withSun) out += circle(x.rnd(90, 710), x.rnd(70, 115), x.rnd(32, 46), x.p.sun);
  let cl = '';
  for (let i = 0; i < clouds; i++) {
    const cx = x.rnd(80 + i * 330, 380 + i * 330);
    const cy = x.rnd(60, 150);
    const s = x.rnd(0.7, 1.2);
    cl +=
      ellipse(cx, cy, 52 * s, 15 * s) +
      circle(cx - 16 * s, cy - 9 * s, 19 * s) +
      circle(cx + 14 * s, cy - 12 * s, 23 * s);
  }
  return cl ? out + group('fill="#fff" opacity=".85"', cl) : out;
}

/** A rolling hill whose top stays within y ± amp. */
export function hill(x: Ctx, y: number, amp: number, fill: string): string {
  const a = y + x.rnd(-amp, amp);
  const b = y + x.rnd(-amp, amp);
  const cx1 = x.rnd(120, 320);
  const cx2 = x.rnd(480, 680);
  return path(
    `M0 ${num(a)}C${num(cx1)} ${num(y - amp)} ${num(cx2)} ${num(y + amp)} 800 ${num(b)}V500H0Z`,
    fill,
  );
}

export function conifer(cx: number, by: number, h: number, fill: string, trunk: string): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const top = by - h + i * h * 0.24;
    const hw = h * (0.15 + i * 0.07);
    d += poly([cx, top, cx - hw, top + h * 0.42, cx + hw, top + h * 0.42]);
  }
  return rect(cx - h * 0.04, by - h * 0.14, h * 0.08, h * 0.14, trunk) + path(d, fill);
}

export function deciduous(
  cx: number,
  by: number,
  h: number,
  fill: string,
  trunk: string,
  fruit?: string,
): string {
  let out =
    rect(cx - h * 0.05, by - h * 0.5, h * 0.1, h * 0.5, trunk) +
    group(
      `fill="${fill}"`,
      circle(cx, by - h * 0.7, h * 0.28) +
        circle(cx - h * 0.2, by - h * 0.52, h * 0.21) +
        circle(cx + h * 0.2, by - h * 0.54, h * 0.21),
    );
  if (fruit) {
    let dots = '';
    for (const [dx, dy] of [
      [-0.2, -0.55],
      [0.05, -0.78],
      [0.22, -0.6],
      [-0.08, -0.5],
      [0.12, -0.45],
      [-0.22, -0.72],
    ] as const) {
      dots += circle(cx + dx * h, by + dy * h, h * 0.035);
    }
    out += group(`fill="${fruit}"`, dots);
  }
  return out;
}

export function birch(cx: number, by: number, h: number, crown: string, bark: string): string {
  return (
    ellipse(cx, by - h * 0.72, h * 0.18, h * 0.3, crown) +
    rect(cx - h * 0.025, by - h * 0.7, h * 0.05, h * 0.7, '#f4f1ea') +
    path(
      `M${num(cx - h * 0.025)} ${num(by - h * 0.5)}h${num(h * 0.03)}M${num(cx)} ${num(by - h * 0.32)}h${num(h * 0.025)}M${num(cx - h * 0.025)} ${num(by - h * 0.15)}h${num(h * 0.02)}`,
      'none',
      ` stroke="${bark}" stroke-width="${num(h * 0.02)}"`,
    )
  );
}

/** Tree line on the horizon as a row of bumps. */
export function treeLine(x: Ctx, y: number, fill: string): string {
  let d = `M0 ${num(y)}`;
  let px = 0;
  while (px < W) {
    const w = x.rnd(18, 40);
    d += `Q${num(px + w / 2)} ${num(y - x.rnd(14, 30))} ${num(px + w)} ${num(y)}`;
    px += w;
  }
  return path(`${d}V${num(y + 30)}H0Z`, fill);
}

export function flowerDots(x: Ctx, top: number, count: number, colours: string[], maxR: number): string {
  const groups: string[] = colours.map(() => '');
  for (let i = 0; i < count; i++) {
    const t = x.rnd(0, 1) ** 0.8;
    const cy = top + t * (H - top);
    const k = i % colours.length;
    groups[k] += circle(x.rnd(0, W), cy, 1.2 + t * maxR);
  }
  return colours.map((col, k) => group(`fill="${col}"`, groups[k] ?? '')).join('');
}

export function bee(cx: number, cy: number, s: number, angle: number, x: Ctx): string {
  return group(
    `transform="translate(${num(cx)} ${num(cy)}) rotate(${Math.round(angle)}) scale(${r1(s * 10) / 10})"`,
    group('fill="#fff" opacity=".85"', ellipse(-3, -10, 7, 5) + ellipse(4, -10, 6, 4)) +
      ellipse(0, 0, 12, 8, x.p.main) +
      path('M-4-7.5v15M3-7.6v15', 'none', ` stroke="${x.p.dark}" stroke-width="3"`) +
      circle(12, -1, 5, x.p.dark),
  );
}

/** Reed stalks: `count` short strokes leaning by up to ±lean, rooted between y0 and y1. */
export function reeds(
  x: Ctx,
  count: number,
  [y0, y1]: [number, number],
  lean: number,
  [hMin, hMax]: [number, number],
  stroke: string,
  width: string,
): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const rx = x.rnd(0, W);
    const ry = x.rnd(y0, y1);
    d += `M${num(rx)} ${num(ry)}l${num(x.rnd(-lean, lean))} ${num(-x.rnd(hMin, hMax))}`;
  }
  return path(d, 'none', ` stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"`);
}
