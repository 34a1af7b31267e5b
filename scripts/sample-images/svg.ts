/** Size of every picture. */
export const W = 800;
export const H = 500;

// Primitives (coordinates rounded to keep the files small).

export const r1 = (v: number) => Math.round(v * 10) / 10;
export const num = (v: number) => String(Math.round(v));

export const rect = (x: number, y: number, w: number, h: number, fill?: string, extra = '') =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${fill ? ` fill="${fill}"` : ''}${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill?: string) =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"${fill ? ` fill="${fill}"` : ''}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill?: string, extra = '') =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}"${fill ? ` fill="${fill}"` : ''}${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const poly = (pts: number[]) => {
  let d = '';
  for (let i = 0; i < pts.length; i += 2)
    d += `${i === 0 ? 'M' : 'L'}${num(pts[i] ?? 0)} ${num(pts[i + 1] ?? 0)}`;
  return `${d}Z`;
};
export const group = (attrs: string, body: string) => `<g ${attrs}>${body}</g>`;
export const at = (x: number, y: number, s = 1, flip = false) =>
  `transform="translate(${num(x)} ${num(y)}) scale(${flip ? -r1(s * 100) / 100 : r1(s * 100) / 100}${flip ? ` ${r1(s * 100) / 100}` : ''})"`;
