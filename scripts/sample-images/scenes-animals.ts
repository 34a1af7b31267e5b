/** Scenes of the animal projects: bees, sheep, water buffalo and goats. */
import type { Ctx } from './colour';
import { bee, flowerDots, hill, reeds, sky, treeLine } from './scenery';
import { at, circle, ellipse, group, num, path, rect, W } from './svg';

export function bees(x: Ctx): string {
  let out = sky(x) + hill(x, 260, 18, x.p.far) + hill(x, 320, 14, x.p.mid) + hill(x, 400, 10, x.p.near);
  out += flowerDots(x, 330, 30, ['#ffffff', x.c([48, 90, 62]), x.c([280, 40, 62])], 4);
  const hues = [200, 10, 140, 45];
  for (let i = 0; i < 3; i++) {
    const hx = 150 + i * 150 + x.rnd(-20, 20);
    const hy = 440 + x.rnd(-10, 10);
    const box = x.c([hues[(i + Math.floor(x.rnd(0, 4))) % 4] ?? 200, 45, 62]);
    out +=
      rect(hx - 40, hy - 6, 6, 26, x.p.dark) +
      rect(hx + 34, hy - 6, 6, 26, x.p.dark) +
      rect(hx - 45, hy - 60, 90, 56, box) +
      rect(hx - 45, hy - 116, 90, 54, box, ' opacity=".85"') +
      rect(hx - 52, hy - 128, 104, 14, x.p.accent) +
      rect(hx - 16, hy - 18, 32, 6, x.p.dark);
  }
  let flight = '';
  for (let i = 0; i < 5; i++) {
    flight += bee(x.rnd(80, 720), x.rnd(170, 300), x.rnd(0.8, 1.3), x.rnd(-30, 30), x);
  }
  const bx = x.rnd(560, 690);
  const by = x.rnd(150, 210);
  out += path(
    `M300 ${num(by + 200)}C380 ${num(by + 40)} ${num(bx - 140)} ${num(by + 120)} ${num(bx - 40)} ${num(by + 6)}`,
    'none',
    ` stroke="${x.p.dark}" stroke-width="2" stroke-dasharray="6 8" opacity=".5"`,
  );
  return out + flight + bee(bx, by, 3.2, -12, x);
}

function sheepShape(wool: string, dark: string, horn: string): string {
  return (
    path('M-20-22v22M-11-22v22M10-22v22M19-22v22', 'none', ` stroke="${dark}" stroke-width="5"`) +
    group(
      `fill="${wool}"`,
      circle(-18, -34, 14) +
        circle(-3, -39, 16) +
        circle(13, -35, 15) +
        circle(0, -27, 16) +
        circle(-17, -25, 12) +
        circle(18, -27, 12),
    ) +
    ellipse(31, -40, 9, 12, dark) +
    ellipse(23, -48, 6, 3, dark) +
    path('M28-50q-10-7-10 4q3 7 9 1', 'none', ` stroke="${horn}" stroke-width="3"`)
  );
}

export function sheep(x: Ctx): string {
  const heather = x.c([305, 30, 52]);
  let out =
    sky(x) + hill(x, 250, 16, x.p.far) + hill(x, 300, 12, x.c([300, 22, 60])) + hill(x, 360, 10, heather);
  out += flowerDots(x, 370, 50, [x.c([310, 45, 40]), x.c([290, 35, 70])], 3);
  let junipers = '';
  for (let i = 0; i < 4; i++) {
    const jx = x.rnd(40 + i * 190, 180 + i * 190);
    const jy = x.rnd(300, 360);
    const jh = 40 + (jy - 290) * 1.1;
    junipers += path(
      `M${num(jx)} ${num(jy - jh)}C${num(jx + jh * 0.3)} ${num(jy - jh * 0.6)} ${num(jx + jh * 0.25)} ${num(jy)} ${num(jx)} ${num(jy)}C${num(jx - jh * 0.25)} ${num(jy)} ${num(jx - jh * 0.3)} ${num(jy - jh * 0.6)} ${num(jx)} ${num(jy - jh)}Z`,
      x.c([150, 35, 22]),
    );
  }
  out += junipers;
  const wool = x.c([40, 8, 74]);
  const horn = x.c([35, 25, 55]);
  const flock = Array.from({ length: 5 }, (_, i) => ({
    cx: (i + x.rnd(0.2, 0.8)) * (W / 5),
    by: x.rnd(380, 485),
    flip: x.rnd(0, 1) < 0.4,
  })).sort((a, b) => a.by - b.by);
  for (const s of flock) {
    out += group(at(s.cx, s.by, 0.9 + (s.by - 380) / 100, s.flip), sheepShape(wool, x.p.dark, horn));
  }
  return out;
}

export function buffalo(x: Ctx): string {
  let out = sky(x) + treeLine(x, 285, x.p.far) + rect(0, 295, W, 205, x.p.mid);
  out += reeds(x, 40, [300, 360], 3, [16, 34], x.c([60, 35, 48]), '2.5');
  const body = x.c([220, 8, 24]);
  const horn = x.c([35, 12, 62]);
  const shape =
    path('M-34-30v30M-20-30v30M20-30v30M32-30v30', 'none', ` stroke="${body}" stroke-width="9"`) +
    rect(-48, -66, 92, 44, body, ' rx="20"') +
    ellipse(-14, -64, 30, 10, body) +
    path('M-47-58q-8 14-3 30', 'none', ` stroke="${body}" stroke-width="3"`) +
    ellipse(52, -50, 15, 11, body) +
    ellipse(62, -44, 7, 6, x.c([220, 6, 34])) +
    path('M48-58C40-74 20-72 14-60', 'none', ` stroke="${horn}" stroke-width="6" stroke-linecap="round"`);
  const herd = Array.from({ length: 3 }, (_, i) => ({
    cx: 140 + i * 240 + x.rnd(-50, 50),
    by: x.rnd(370, 470),
    flip: x.rnd(0, 1) < 0.5,
  })).sort((a, b) => a.by - b.by);
  for (const b of herd) out += group(at(b.cx, b.by, 0.9 + (b.by - 370) / 130, b.flip), shape);
  // A pool in front: the nearest animal wades in it.
  const front = herd[herd.length - 1];
  if (front) out += ellipse(front.cx, front.by + 4, 150, 20, x.p.water, ' opacity=".9"');
  return out;
}

export function goats(x: Ctx): string {
  let out = sky(x) + hill(x, 240, 15, x.p.far);
  out += path('M0 500V430Q420 300 800 110V500Z', x.p.mid);
  const slopeY = (px: number) => 430 - (px / W) * 320 + (px / W) * (1 - px / W) * 60;
  // Terrace walls and vine rows along the slope.
  let walls = '';
  let vines = '';
  for (let k = 0; k < 5; k++) {
    const off = 30 + k * 62;
    walls += `M0 ${num(slopeY(0) + off)}L800 ${num(slopeY(800) + off)}`;
    for (let px = 20 + x.rnd(0, 20); px < W; px += 46) {
      if (x.rnd(0, 1) < 0.55) vines += circle(px, slopeY(px) + off - 12, 7);
    }
  }
  out += path(walls, 'none', ` stroke="${x.c([40, 12, 72])}" stroke-width="7" stroke-dasharray="14 3"`);
  out += group(`fill="${x.c([105, 40, 30])}"`, vines);
  out += path('M0 470Q400 440 800 475V500H0Z', x.p.water);
  const skin = x.c([40, 25, 92]);
  const brown = x.c([20, 50, 35]);
  const shape =
    path('M-16-18v18M-8-18v18M10-18v18M17-18v18', 'none', ` stroke="${skin}" stroke-width="4"`) +
    ellipse(0, -28, 24, 12, skin) +
    path('M-22-34l-6-8', 'none', ` stroke="${skin}" stroke-width="4"`) +
    path('M16-34L26-52', 'none', ` stroke="${brown}" stroke-width="9" stroke-linecap="round"`) +
    ellipse(31, -52, 10, 7, brown, ' transform="rotate(30 31 -52)"') +
    ellipse(22, -50, 3, 8, brown) +
    path('M26-58q-4-12-14-12', 'none', ` stroke="${x.p.dark}" stroke-width="3"`) +
    path('M34-48l2 10-5-7Z', x.p.dark);
  const herd = [x.rnd(140, 240), x.rnd(330, 430), x.rnd(520, 620), x.rnd(660, 740)];
  herd.forEach((gx, i) => {
    out += group(at(gx, slopeY(gx) + 30 + (i % 2) * 62, 1.5, i === 2), shape);
  });
  return out;
}
