/**
 * An outbox's worker as a process runs it (the mails' and the pushes' alike, decisions 0024, 0085): polled,
 * and woken as soon as a request that wrote to an outbox has been answered; `drain` sends what is due now,
 * in the call (tests; a started worker does this by itself).
 */
import { onMailWritten } from './outbox';
import { createPoller } from './poller';

export function outboxRunner(name: string, pollMs: number, runOnce: () => Promise<boolean>) {
  const poller = createPoller(name, pollMs, runOnce);
  let unsubscribe: (() => void) | undefined;
  return {
    start(): void {
      unsubscribe ??= onMailWritten(poller.wake);
      poller.start();
    },
    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = undefined;
      await poller.stop();
    },
    async drain(): Promise<void> {
      while (await runOnce());
    },
  };
}
