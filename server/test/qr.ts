/** Reading a rendered QR code back in tests: what a banking app's scanner would read from the picture. */
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of a PNG QR code, decoded with jsQR (bytes as UTF-8); undefined when no code is found. */
export function decodeQrPng(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return code ? new TextDecoder().decode(new Uint8Array(code.binaryData)) : undefined;
}

/** The content streams of a PDF, inflated (pdfkit compresses them); streams that are no Flate data are left out. */
function pdfStreams(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const streams: string[] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream\n', at);
    if (start < 0) break;
    const end = bytes.indexOf('\nendstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(bytes.subarray(start + 'stream\n'.length, end)).toString('latin1'));
    } catch {}
    // Past the whole `endstream` keyword: searching from inside it would find its own "stream\n" and read
    // the next stream's data as this one's.
    at = end + '\nendstream'.length;
  }
  return streams;
}

/**
 * A QR code drawn into a PDF as vector squares (pdf/document.ts `qrCode`), read back: the squares of the
 * module size are taken from the page's drawing operations (`x y w h re`), put on a grid, painted as a PNG
 * with a quiet zone and decoded like any picture. Undefined when the PDF holds no such code.
 */
export function decodeQrInPdf(pdf: Uint8Array): string | undefined {
  for (const stream of pdfStreams(pdf)) {
    const squares = [...stream.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)]
      .map((m) => m.slice(1, 5).map(Number) as [number, number, number, number])
      .filter(([, , w, h]) => w === h && w > 0.5 && w < 10);
    if (squares.length < 100) continue;
    const module = squares[0]?.[2] ?? 1;
    const left = Math.min(...squares.map(([x]) => x));
    const top = Math.min(...squares.map(([, y]) => y));
    const cells = squares.map(([x, y]) => [Math.round((x - left) / module), Math.round((y - top) / module)]);
    const size = Math.max(...cells.flat()) + 1;
    const scale = 4;
    const side = (size + 8) * scale;
    const png = new PNG({ width: side, height: side });
    png.data.fill(255);
    for (const [col = 0, row = 0] of cells) {
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const i = (((row + 4) * scale + dy) * side + (col + 4) * scale + dx) * 4;
          png.data[i] = png.data[i + 1] = png.data[i + 2] = 0;
        }
      }
    }
    return decodeQrPng(PNG.sync.write(png));
  }
  return undefined;
}
