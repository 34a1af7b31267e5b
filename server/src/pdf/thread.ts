/**
 * The PDF thread's script (offThread.ts): makes an investment confirmation and sends its bytes back. A
 * document costs tens of milliseconds of CPU, which must not hold up the server's requests.
 */
import type { Locale } from '../i18n';
import { type ConfirmationData, confirmationPdf } from './confirmation';

declare const self: Worker;

export interface PdfRequest {
  id: number;
  data: ConfirmationData;
  locale: Locale;
}

self.onmessage = async (event: MessageEvent<PdfRequest>) => {
  const { id, data, locale } = event.data;
  try {
    const bytes = await confirmationPdf(data, locale);
    self.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
