/** Scenes of the energy projects: wind, agri-PV, small hydro and a solar roof. */
import type { Ctx } from './colour';
import { deciduous, hill, sky, treeLine } from './scenery';
import { circle, group, num, path, poly, rect, W } from './svg';

function turbine(cx: number, by: number, h: number, rot: number, x: Ctx): string {
  const L = h * 0.55;
  const blade = `M0 0L${num(-L * 0.06)} ${num(-L * 0.22)}L0 ${num(-L)}L${num(L * 0.05)} ${num(-L * 0.18)}Z`;
  return (
    path(
      poly([cx - h * 0.025, by, cx + h * 0.025, by, cx + h * 0.011, by - h, cx - h * 0.011, by - h]),
      x.p.main,
      ` stroke="${x.p.accent}" stroke-width="1"`,
    ) +
    rect(
      cx - h * 0.03,
      by - h - h * 0.025,
      h * 0.075,
      h * 0.04,
      x.p.main,
      ` stroke="${x.p.accent}" stroke-width="1"`,
    ) +
    group(
      `transform="translate(${num(cx)} ${num(by - h)}) rotate(${Math.round(rot)})" fill="${x.p.main}" stroke="${x.p.accent}" stroke-width="1.2"`,
      path(blade, x.p.main) +
        path(blade, x.p.main, ' transform="rotate(120)"') +
        path(blade, x.p.main, ' transform="rotate(240)"') +
        circle(0, 0, h * 0.022),
    )
  );
}

export function wind(x: Ctx): string {
  let out = sky(x, true, 2) + rect(0, 300, W, 200, x.p.far);
  const mills = [
    { cx: x.rnd(60, 160), by: 312, h: 120 },
    { cx: x.rnd(600, 720), by: 316, h: 140 },
    { cx: x.rnd(250, 340), by: 330, h: 190 },
    { cx: x.rnd(440, 540), by: 352, h: 250 },
  ];
  for (const m of mills.slice(0, 2)) out += turbine(m.cx, m.by, m.h, x.rnd(0, 120), x);
  out += path(`M0 330Q200 ${num(x.rnd(300, 315))} 400 322T800 326V500H0Z`, x.p.mid);
  for (const m of mills.slice(2)) out += turbine(m.cx, m.by, m.h, x.rnd(0, 120), x);
  out += rect(0, 380, W, 120, x.p.near);
  out += path(`M0 440Q${num(x.rnd(250, 550))} 420 800 452V466Q400 436 0 454Z`, x.p.water);
  return out;
}

export function agripv(x: Ctx): string {
  let out = sky(x, true, 1);
  out += path(
    `M0 250L${num(x.rnd(80, 140))} 190L${num(x.rnd(200, 260))} 232L${num(x.rnd(330, 400))} 175L${num(x.rnd(470, 540))} 236L${num(x.rnd(600, 680))} 185L800 242V262H0Z`,
    x.c([215, 18, 72]),
  );
  out += rect(0, 248, W, 20, x.p.water) + rect(0, 268, W, 232, x.p.mid);
  const fruit = x.c([4, 75, 50]);
  for (const { y, s } of [
    { y: 360, s: 0.55 },
    { y: 505, s: 1 },
  ]) {
    const top = y - 135 * s;
    let trunks = '';
    let crowns = '';
    let apples = '';
    for (let px = x.rnd(20, 60) * s; px < W + 40; px += 92 * s) {
      trunks += `M${num(px)} ${num(y)}v${num(-40 * s)}`;
      crowns += circle(px, y - 62 * s, 32 * s);
      apples += circle(px - 12 * s, y - 56 * s, 4.5 * s) + circle(px + 14 * s, y - 70 * s, 4.5 * s);
    }
    let posts = '';
    for (let px = 86 * s; px < W; px += 184 * s) posts += `M${num(px)} ${num(y)}V${num(top + 30 * s)}`;
    let grid = '';
    for (let px = 50 * s; px < W; px += 50 * s) grid += `M${num(px)} ${num(top)}v${num(30 * s)}`;
    grid += `M0 ${num(top + 15 * s)}H800`;
    out +=
      path(posts, 'none', ` stroke="${x.p.accent}" stroke-width="${num(6 * s)}"`) +
      path(trunks, 'none', ` stroke="${x.c([25, 40, 30])}" stroke-width="${num(7 * s)}"`) +
      group(`fill="${x.p.near}"`, crowns) +
      group(`fill="${fruit}"`, apples) +
      rect(0, top, W, 30 * s, x.p.second) +
      rect(0, top - 3 * s, W, 4 * s, x.p.accent) +
      path(grid, 'none', ` stroke="${x.c([215, 40, 58])}" stroke-width="${Math.max(1, Math.round(2 * s))}"`);
  }
  return out;
}

export function hydro(x: Ctx): string {
  let out = sky(x, true, 1);
  let peaks = '';
  let snow = '';
  for (let i = 0; i < 4; i++) {
    const px = 60 + i * 220 + x.rnd(-40, 40);
    const py = x.rnd(120, 170);
    peaks += poly([px - 190, 300, px, py, px + 190, 300]);
    snow += poly([px - 38, py + 40, px, py, px + 38, py + 40, px + 12, py + 32, px - 10, py + 44]);
  }
  out += path(peaks, x.c([215, 16, 62])) + path(snow, '#ffffff');
  out += hill(x, 290, 16, x.p.mid) + hill(x, 360, 12, x.p.near);
  const hx = x.rnd(470, 560);
  out +=
    rect(hx, 250, 230, 150, x.c([38, 32, 86])) +
    path(poly([hx - 20, 252, hx + 115, 170, hx + 250, 252]), x.c([10, 45, 38])) +
    group(
      `fill="${x.p.dark}"`,
      rect(hx + 30, 280, 34, 40) +
        rect(hx + 166, 280, 34, 40) +
        rect(hx + 98, 330, 40, 70) +
        rect(hx + 102, 200, 28, 28),
    );
  const wx = hx - 70;
  const wy = 350;
  const R = 80;
  let spokes = '';
  let paddles = '';
  const a0 = x.rnd(0, 30);
  for (let i = 0; i < 12; i++) {
    const a = ((a0 + i * 30) * Math.PI) / 180;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    if (i % 2 === 0) spokes += `M${num(wx)} ${num(wy)}L${num(wx + cos * R)} ${num(wy + sin * R)}`;
    paddles += poly([
      wx + cos * (R - 4) - sin * 5,
      wy + sin * (R - 4) + cos * 5,
      wx + cos * (R + 16) - sin * 5,
      wy + sin * (R + 16) + cos * 5,
      wx + cos * (R + 16) + sin * 5,
      wy + sin * (R + 16) - cos * 5,
      wx + cos * (R - 4) + sin * 5,
      wy + sin * (R - 4) - cos * 5,
    ]);
  }
  const wood = x.c([25, 40, 30]);
  out +=
    path(spokes, 'none', ` stroke="${wood}" stroke-width="6"`) +
    `<circle cx="${num(wx)}" cy="${wy}" r="${R}" fill="none" stroke="${wood}" stroke-width="9"/>` +
    path(paddles, wood) +
    circle(wx, wy, 13, x.p.dark);
  out += path(`M0 410Q300 ${num(x.rnd(380, 420))} 800 415V500H0Z`, x.p.water);
  let foam = '';
  for (let i = 0; i < 14; i++) {
    const fx = x.rnd(0, 760);
    const fy = x.rnd(430, 490);
    foam += `M${num(fx)} ${num(fy)}h${num(x.rnd(20, 50))}`;
  }
  return out + path(foam, 'none', ' stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".7"');
}

function house(
  x0: number,
  w: number,
  wallTop: number,
  ground: number,
  roofH: number,
  wall: string,
  roof: string,
): string {
  return (
    rect(x0, wallTop, w, ground - wallTop, wall) +
    path(poly([x0 - 8, wallTop, x0 + w / 2, wallTop - roofH, x0 + w + 8, wallTop]), roof)
  );
}

export function solarRoof(x: Ctx): string {
  let out = sky(x, true, 2) + treeLine(x, 300, x.p.far) + rect(0, 310, W, 190, x.p.mid);
  const wall = x.c([36, 30, 88]);
  const roof = x.c([8, 42, 42]);
  out += house(x.rnd(20, 60), 120, 300, 400, 50, x.c([200, 12, 86]), roof);
  out += house(x.rnd(660, 690), 110, 310, 405, 46, wall, roof);
  // The school: a long building whose roof face is covered in modules.
  const sx = x.rnd(200, 240);
  const sw = 380;
  const top = 270;
  const ridge = 195;
  out += rect(sx, top, sw, 160, wall);
  out += path(poly([sx - 12, top, sx + 40, ridge, sx + sw - 40, ridge, sx + sw + 12, top]), roof);
  const pl = sx + 4;
  const pr = sx + sw - 4;
  out += path(poly([pl, top - 6, pl + 44, ridge + 8, pr - 44, ridge + 8, pr, top - 6]), x.p.second);
  let grid = '';
  for (let i = 1; i < 12; i++) {
    const f = i / 12;
    grid += `M${num(pl + (pr - pl) * f)} ${top - 6}L${num(pl + 44 + (pr - pl - 88) * f)} ${ridge + 8}`;
  }
  for (let j = 1; j < 3; j++) {
    const y = top - 6 - ((top - 6 - (ridge + 8)) * j) / 3;
    const inset = (44 * j) / 3;
    grid += `M${num(pl + inset)} ${num(y)}H${num(pr - inset)}`;
  }
  out += path(grid, 'none', ` stroke="${x.c([210, 40, 62])}" stroke-width="1.5"`);
  let windows = '';
  for (let r = 0; r < 2; r++) {
    for (let i = 0; i < 8; i++) windows += rect(sx + 22 + i * 45, top + 22 + r * 58, 24, 32);
  }
  out += group(`fill="${x.c([205, 40, 40])}"`, windows);
  out += rect(sx + sw / 2 - 22, top + 110, 44, 50, x.p.dark);
  out += rect(0, 430, W, 70, x.p.near);
  for (const tx of [x.rnd(120, 180), x.rnd(620, 660)])
    out += deciduous(tx, 460, 120, x.c([110, 38, 36]), x.c([25, 40, 30]));
  return out;
}
