/** Scenes of the field projects: grain, agroforestry, vegetables and flowering strips. */
import type { Ctx } from './colour';
import { bee, flowerDots, hill, sky, treeLine } from './scenery';
import { circle, ellipse, group, H, num, path, poly, rect, W } from './svg';

/** Field stripes converging towards a vanishing point above the horizon. */
function stripes(x: Ctx, horizon: number, count: number, fill: string): { d: string; rows: number[][] } {
  const vx = x.rnd(330, 470);
  const vy = horizon - 140;
  const t = (horizon - vy) / (H - vy);
  let d = '';
  const rows: number[][] = [];
  for (let i = 0; i < count; i++) {
    const b0 = -900 + (i * 2600) / count;
    const b1 = -900 + ((i + 1) * 2600) / count;
    const t0 = vx + (b0 - vx) * t;
    const t1 = vx + (b1 - vx) * t;
    if (i % 2 === 1) d += poly([t0, horizon, t1, horizon, b1, H, b0, H]);
    else rows.push([(t0 + t1) / 2, (b0 + b1) / 2]);
  }
  return { d: path(d, fill), rows };
}

export function grain(x: Ctx): string {
  let out = sky(x, true, 1) + hill(x, 270, 14, x.p.far) + treeLine(x, 292, x.p.dark);
  out += rect(0, 300, W, 200, x.p.mid) + stripes(x, 300, 16, x.p.near).d;
  out += flowerDots(x, 440, 26, [x.p.accent, x.c([220, 65, 55])], 4);
  return out;
}

export function agroforest(x: Ctx): string {
  let out = sky(x) + hill(x, 255, 12, x.p.far);
  const ys = [290, 320, 362, 420, 500];
  for (let k = 0; k < 4; k++) {
    const top = ys[k] ?? 290;
    out += rect(0, top, W, H - top, k % 2 === 0 ? x.p.mid : x.c([80, 40, 46]));
    const scale = 0.35 + k * 0.32;
    let row = '';
    for (let px = x.rnd(0, 40); px < W + 20; px += 70 * scale + 16) {
      const h = x.rnd(48, 64) * scale;
      row += rect(px - 2 * scale, top - h * 0.45, 4 * scale, h * 0.45, x.p.second);
      row += circle(px, top - h * 0.7, h * 0.32, x.p.main);
    }
    if (k > 0) out += row;
  }
  return out;
}

export function vegetables(x: Ctx): string {
  let out = sky(x) + hill(x, 260, 14, x.p.far) + treeLine(x, 292, x.p.dark);
  out += rect(0, 300, W, 200, x.p.second);
  const { d, rows } = stripes(x, 300, 18, x.c([24, 30, 28]));
  out += d;
  let heads = '';
  for (const [topX, botX] of rows) {
    for (let j = 1; j <= 7; j++) {
      const f = (j / 7) ** 1.7;
      const cx = (topX ?? 0) + ((botX ?? 0) - (topX ?? 0)) * f;
      heads += circle(cx, 300 + 200 * f, 2 + 16 * f);
    }
  }
  out += group(`fill="${x.p.main}"`, heads);
  const tx = x.rnd(40, 520);
  out += path(`M${num(tx)} 305A120 75 0 0 1 ${num(tx + 240)} 305Z`, '#f6f8f4', ' opacity=".9"');
  out += path(
    `M${num(tx + 60)} 305V252M${num(tx + 120)} 305V231M${num(tx + 180)} 305V252`,
    'none',
    ` stroke="${x.c([200, 10, 75])}" stroke-width="3"`,
  );
  return out;
}

export function flowers(x: Ctx): string {
  let out = sky(x) + hill(x, 265, 14, x.p.far) + treeLine(x, 295, x.p.dark) + rect(0, 300, W, 200, x.p.main);
  out += flowerDots(
    x,
    305,
    84,
    [x.c([222, 70, 58]), x.c([280, 42, 60]), '#ffffff', x.c([50, 90, 60]), x.p.accent],
    7,
  );
  const wing = x.c([25, 90, 58]);
  for (let i = 0; i < 2; i++) {
    const bx = x.rnd(120 + i * 320, 340 + i * 320);
    const by = x.rnd(170, 260);
    out += group(
      `transform="translate(${num(bx)} ${num(by)}) rotate(${Math.round(x.rnd(-20, 20))})" fill="${wing}"`,
      ellipse(-10, -8, 11, 9) + ellipse(10, -8, 11, 9) + ellipse(-7, 7, 7, 6) + ellipse(7, 7, 7, 6),
    );
  }
  return out + bee(x.rnd(200, 600), x.rnd(330, 380), 2, 10, x);
}
