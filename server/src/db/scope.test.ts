/**
 * The request scope's signal (decision 0096): made when first asked for, it still aborts when the request has
 * been answered or its client went away — also when it is first asked for only afterwards.
 */
import { describe, expect, test } from 'bun:test';
import { detached, handlersFinished, inRequestScope, requestSignal } from './scope';

const request = (signal?: AbortSignal) => new Request('http://localhost/api/x', { signal });

describe('the request scope', () => {
  test('a signal asked for during the request aborts once it is answered', async () => {
    let during: AbortSignal | undefined;
    await inRequestScope(request(), async () => {
      during = requestSignal();
      expect(during?.aborted).toBe(false);
      expect(requestSignal()).toBe(during as AbortSignal);
    });
    expect(during?.aborted).toBe(true);
  });

  test('a signal first asked for after the answer is aborted already', async () => {
    // Work the request left behind still runs in its scope (AsyncLocalStorage), after the answer.
    let asked: AbortSignal | undefined;
    await new Promise<void>((resolve) =>
      inRequestScope(request(), async () => {
        setTimeout(() => {
          asked = requestSignal();
          resolve();
        }, 5);
      }),
    );
    expect(asked?.aborted).toBe(true);
  });

  test('a client that went away aborts the signal; outside a request and in detached work there is none', async () => {
    const client = new AbortController();
    await inRequestScope(request(client.signal), async () => {
      const signal = requestSignal();
      client.abort();
      expect(signal?.aborted).toBe(true);
      expect(detached(() => requestSignal())).toBeUndefined();
    });
    expect(requestSignal()).toBeUndefined();
  });

  test('handlersFinished waits for every handler, also one whose client went away', async () => {
    await handlersFinished();
    const client = new AbortController();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handler = inRequestScope(request(client.signal), () => held);
    const quick = inRequestScope(request(), async () => {});
    client.abort();
    let finished = false;
    const waiting = handlersFinished().then(() => {
      finished = true;
    });
    await quick;
    await Bun.sleep(5);
    // The client left, the other request was answered: the first handler's work is still out.
    expect(finished).toBe(false);
    release();
    await handler;
    await waiting;
    expect(finished).toBe(true);
  });
});
