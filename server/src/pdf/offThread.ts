/**
 * Investment confirmations made on a thread of their own (issue 19): the mail worker attaches one to every
 * investment mail, and making it on the server's event loop (tens of milliseconds of CPU each) would hold
 * up every request meanwhile. One thread per process, started on first use, not keeping the process alive.
 */
import type { Locale } from '../i18n';
import type { ConfirmationData } from './confirmation';
import type { PdfRequest } from './thread';

type Reply = { id: number; bytes: Uint8Array; error?: undefined } | { id: number; error: string };

let thread: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();

function start(): Worker {
  const worker = new Worker(new URL('./thread.ts', import.meta.url).href);
  (worker as Worker & { unref(): void }).unref();
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const reply = event.data;
    const caller = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error === undefined) caller?.resolve(reply.bytes);
    else caller?.reject(new Error(`confirmation PDF: ${reply.error}`));
  };
  worker.onerror = (event) => {
    // The thread is gone: whoever waits fails (the mail is retried), and the next call starts a new one.
    for (const caller of waiting.values()) caller.reject(new Error(`PDF thread failed: ${event.message}`));
    waiting.clear();
    thread = undefined;
  };
  return worker;
}

export function confirmationPdfOffThread(data: ConfirmationData, locale: Locale): Promise<Uint8Array> {
  thread ??= start();
  const id = ++nextId;
  const request: PdfRequest = { id, data, locale };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread?.postMessage(request);
  });
}
