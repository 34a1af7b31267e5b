/** The part of fontkit (pdfkit's font engine, no types of its own) the PDF writer uses: parsing a font once. */
declare module 'fontkit' {
  /** A parsed font; pdfkit's `registerFont` takes it in place of the file's bytes. */
  export interface Font {
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
