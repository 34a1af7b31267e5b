/** Scenes of the tree projects: forest, orchard, fen and floodplain (with or without a beaver). */
import type { Ctx } from './colour';
import { birch, conifer, deciduous, flowerDots, hill, reeds, sky, treeLine } from './scenery';
import { at, circle, ellipse, group, num, path, poly, rect, W } from './svg';

export function mixedForest(x: Ctx): string {
  let out = sky(x) + hill(x, 230, 25, x.p.far);
  const row = (base: number, hMin: number, hMax: number, count: number) => {
    let s = '';
    for (let i = 0; i < count; i++) {
      const cx = (i + x.rnd(0.1, 0.9)) * (W / count);
      const h = x.rnd(hMin, hMax);
      const by = base + x.rnd(0, 14);
      s +=
        x.rnd(0, 1) < 0.55
          ? conifer(cx, by, h, x.p.main, x.p.accent)
          : deciduous(cx, by, h * 0.85, x.p.second, x.p.accent);
    }
    return s;
  };
  out += row(318, 80, 120, 9) + hill(x, 292, 18, x.p.mid);
  out += row(418, 120, 170, 6) + hill(x, 395, 15, x.p.near);
  // Young trees planted in rows on the cleared slope.
  let young = '';
  for (let r = 0; r < 2; r++) {
    for (let i = 0; i < 9; i++) {
      const cx = 40 + i * 90 + r * 45 + x.rnd(-8, 8);
      const by = 452 + r * 36;
      const h = 30 + r * 8;
      young += poly([
        cx,
        by - h,
        cx - h * 0.3,
        by - h * 0.35,
        cx - h * 0.12,
        by - h * 0.35,
        cx - h * 0.36,
        by,
        cx + h * 0.36,
        by,
        cx + h * 0.12,
        by - h * 0.35,
        cx + h * 0.3,
        by - h * 0.35,
      ]);
    }
  }
  return out + path(young, x.p.dark);
}

export function orchard(x: Ctx): string {
  let out = sky(x) + hill(x, 250, 20, x.p.far) + treeLine(x, 262, x.p.main) + hill(x, 300, 15, x.p.mid);
  out += flowerDots(x, 320, 40, ['#ffffff', x.c([50, 90, 62])], 3);
  const fruit = x.c([4, 78, 50]);
  const trees = Array.from({ length: 6 }, (_, i) => ({
    cx: (i + x.rnd(0.15, 0.85)) * (W / 6),
    by: x.rnd(340, 470),
  })).sort((a, b) => a.by - b.by);
  for (const t of trees) out += deciduous(t.cx, t.by, 90 + (t.by - 330) * 0.9, x.p.second, x.p.accent, fruit);
  return out;
}

export function fen(x: Ctx): string {
  let out = sky(x) + treeLine(x, 290, x.p.far) + rect(0, 300, W, 200, x.p.mid);
  let pools = '';
  for (let i = 0; i < 4; i++) {
    pools += ellipse(x.rnd(60, 740), 330 + i * 42, x.rnd(60, 130), 10 + i * 4);
  }
  out += group(`fill="${x.p.water}"`, pools);
  out += reeds(x, 30, [330, 495], 4, [14, 30], x.p.dark, '2');
  const trees = Array.from({ length: 7 }, (_, i) => ({
    cx: (i + x.rnd(0.1, 0.9)) * (W / 7),
    by: x.rnd(330, 480),
    kind: i % 2,
  })).sort((a, b) => a.by - b.by);
  for (const t of trees) {
    const h = 70 + (t.by - 320) * 0.8;
    out +=
      t.kind === 0
        ? birch(t.cx, t.by, h, x.c([85, 45, 55]), x.p.dark)
        : deciduous(t.cx, t.by, h * 0.9, x.p.main, x.p.accent);
  }
  return out;
}

function river(x: Ctx, top: number): string {
  const vx = x.rnd(330, 470);
  return path(
    `M${num(vx - 12)} ${top}C${num(vx - 140)} ${top + 60} ${num(vx + 160)} ${top + 110} ${num(vx - 150)} 500H${num(vx + 190)}C${num(vx + 330)} ${top + 110} ${num(vx + 30)} ${top + 60} ${num(vx + 14)} ${top}Z`,
    x.p.water,
  );
}

export function floodplain(x: Ctx, beaver = false): string {
  let out = sky(x) + hill(x, 255, 15, x.p.far) + treeLine(x, 280, x.p.main) + rect(0, 290, W, 210, x.p.mid);
  out += river(x, 290);
  const trees = [
    { cx: x.rnd(30, 110), by: x.rnd(400, 470) },
    { cx: x.rnd(150, 240), by: x.rnd(320, 360) },
    { cx: x.rnd(560, 640), by: x.rnd(320, 360) },
    { cx: x.rnd(690, 770), by: x.rnd(410, 480) },
    { cx: x.rnd(240, 300), by: x.rnd(300, 320) },
  ].sort((a, b) => a.by - b.by);
  for (const t of trees) out += deciduous(t.cx, t.by, 60 + (t.by - 290) * 1.05, x.p.second, x.p.accent);
  if (beaver) {
    const fur = x.c([25, 45, 30]);
    out += group(
      at(x.rnd(130, 200), 470, 1.4),
      ellipse(-34, -6, 20, 7, x.c([20, 30, 20]), ' transform="rotate(-12 -34 -6)"') +
        ellipse(0, -16, 30, 17, fur) +
        circle(28, -24, 12, fur) +
        circle(24, -35, 4, fur) +
        circle(33, -27, 2, '#111') +
        rect(36, -20, 4, 5, '#f2e9d8'),
    );
    out += path('M690 500l8-38 9 14 9-12 6 36Z', x.p.accent);
  }
  return out;
}
