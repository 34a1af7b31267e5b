/** Reading a PDF in tests: its pages and text (pdf.js through unpdf), whitespace collapsed. */
import { expect } from 'bun:test';
import { getDocumentProxy } from 'unpdf';

export const WARNING_DE =
  'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.';

export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const parts: string[] = [];
  for (let i = 1; i <= document.numPages; i++) {
    const content = await (await document.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: document.numPages, text: parts.join(' ').replace(/\s+/g, ' ') };
}
