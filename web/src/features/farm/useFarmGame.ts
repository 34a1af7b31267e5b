/**
 * Runs the signed-in farm in the page (issue 6): the store plays actions at once, a tick each second lets
 * time pass, queued actions go to the server every few seconds through tRPC, and when the page is hidden
 * or left through a keepalive request to POST /api/farm/actions, which survives unloading the page.
 */
import { farmSyncResultSchema } from '@wurzelwerk/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api';
import { trpc } from '../../lib/trpc';
import { clockOffset } from './farmSession';
import { type FarmAnswer, FarmStore, type SendBatch } from './farmStore';

export const TICK_MS = 1000;
export const SYNC_INTERVAL_MS = 5000;

/** The keepalive path: plain fetch (tRPC's client cannot ask for keepalive), answer checked by the shared schema. */
async function sendKeepalive(actions: Parameters<SendBatch>[0]): Promise<FarmAnswer> {
  const response = await fetch('/api/farm/actions', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ actions }),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  const body = JSON.parse(text) as { savedAt?: unknown };
  const answer = farmSyncResultSchema.parse({ ...body, savedAt: new Date(String(body.savedAt)) });
  return { state: answer.state, savedAt: answer.savedAt.getTime(), plots: answer.plots };
}

export interface LoadedFarm extends FarmAnswer {
  /** When the browser received it (its own clock), to read the server's clock from savedAt. */
  receivedAt: number;
}

export function useFarmGame(loaded: LoadedFarm) {
  const utils = trpc.useUtils();
  const [store] = useState(() => {
    const offset = clockOffset(loaded.savedAt, loaded.receivedAt);
    const send: SendBatch = async (actions, keepalive) => {
      if (keepalive) return sendKeepalive(actions);
      const answer = await utils.client.farm.sync.mutate({ actions });
      return { state: answer.state, savedAt: answer.savedAt.getTime(), plots: answer.plots };
    };
    return new FarmStore(loaded, send, () => Date.now() + offset);
  });

  useEffect(() => {
    const ticker = setInterval(() => store.tick(), TICK_MS);
    const syncer = setInterval(() => void store.flush(), SYNC_INTERVAL_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') void store.flush(true);
    };
    const onPageHide = () => void store.flush(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(ticker);
      clearInterval(syncer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the page inside the app: what is still queued goes out now.
      void store.flush(true);
    };
  }, [store]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { ...snapshot, act: (action: Parameters<FarmStore['act']>[0]) => store.act(action) };
}
