/**
 * `bun scripts/generate-app-icons.ts`: the installed app's icons (web/public/icons/, named in the web app
 * manifest, web/pwa.ts) drawn from the favicon's sprout: regular icons with rounded corners, and maskable
 * ones whose sprout keeps to the inner 80 % circle that a launcher's mask leaves visible (the safe zone).
 * Deterministic: running it again writes the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const OUT = join(import.meta.dir, '..', 'web', 'public', 'icons');
/** The brand green (theme.ts: forest, shade 7). */
const GREEN = '#1b7a3f';
const SPROUT = 'M16 27V15m0 0c0-5 3-8 8-8 0 5-3 8-8 8Zm0 3c0-4-2.5-6.5-7-6.5 0 4 2.5 6.5 7 6.5Z';

/** The sprout on green, in a 32×32 box; `scale` shrinks the sprout about the centre (maskable: into the safe zone). */
function iconSvg(maskable: boolean): string {
  const background = maskable
    ? `<rect width="32" height="32" fill="${GREEN}"/>`
    : `<rect width="32" height="32" rx="7" fill="${GREEN}"/>`;
  const scale = maskable ? 0.7 : 1;
  const offset = 16 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${SPROUT}" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;
}

export const APP_ICONS = [
  { size: 192, maskable: false },
  { size: 512, maskable: false },
  { size: 192, maskable: true },
  { size: 512, maskable: true },
] as const;

export const iconFile = (size: number, maskable: boolean) => `icon-${maskable ? 'maskable-' : ''}${size}.png`;

if (import.meta.main) {
  mkdirSync(OUT, { recursive: true });
  for (const { size, maskable } of APP_ICONS) {
    const png = new Resvg(iconSvg(maskable), { fitTo: { mode: 'width', value: size } }).render().asPng();
    writeFileSync(join(OUT, iconFile(size, maskable)), png);
  }
  // The home-screen icon iOS takes (apple-touch-icon): 180 px, square; iOS rounds the corners itself.
  const apple = new Resvg(iconSvg(true), { fitTo: { mode: 'width', value: 180 } }).render().asPng();
  writeFileSync(join(OUT, 'apple-touch-icon.png'), apple);
}
