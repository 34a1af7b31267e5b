/** Reading a rendered QR code back in tests: what a banking app's scanner would read from the picture. */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of a PNG QR code, decoded with jsQR (bytes as UTF-8); undefined when no code is found. */
export function decodeQrPng(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return code ? new TextDecoder().decode(new Uint8Array(code.binaryData)) : undefined;
}
