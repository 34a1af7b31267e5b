/**
 * The player's heartbeat (issue 36, decisions 0081 and 0091): while a stream's video plays, the page tells the
 * server every `STREAM_HEARTBEAT_MS` that this viewer watches, and when it stops, that it no longer does; the
 * server counts the viewers from that and nothing else. The viewer id is the server's: the first heartbeat
 * gets it, the next ones send it back. It is kept in memory for this page's visit only — no storage.
 */
import { STREAM_HEARTBEAT_MS } from '@wurzelwerk/shared';
import { useCallback, useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc';

/** The id the server gave with its last answer; none before the first. */
let viewer: string | undefined;

export function useViewerHeartbeat() {
  const utils = trpc.useUtils();
  const timers = useRef(new Map<number, ReturnType<typeof setInterval>>());
  const onViewers = ({ id, viewers }: { id: number; viewers: number }) =>
    utils.livestreams.list.setData(undefined, (list) =>
      list?.map((s) => (s.id === id && s.viewers !== null ? { ...s, viewers } : s)),
    );
  // A missed (or refused) heartbeat only costs a viewer for a minute: nothing to tell the person watching.
  const watch = trpc.livestreams.watch.useMutation({
    onSuccess: (answer) => {
      viewer = answer.viewer;
      onViewers(answer);
    },
    onError: () => undefined,
  });
  const unwatch = trpc.livestreams.unwatch.useMutation({ onSuccess: onViewers, onError: () => undefined });
  const send = useRef({ watch: watch.mutate, unwatch: unwatch.mutate });
  send.current = { watch: watch.mutate, unwatch: unwatch.mutate };

  /** The video of stream `id` started (true) or stopped (false) playing. */
  const playing = useCallback((id: number, isPlaying: boolean) => {
    const running = timers.current.get(id);
    if (isPlaying) {
      if (running) return;
      send.current.watch({ id, viewer });
      timers.current.set(
        id,
        setInterval(() => send.current.watch({ id, viewer }), STREAM_HEARTBEAT_MS),
      );
    } else if (running) {
      clearInterval(running);
      timers.current.delete(id);
      if (viewer) send.current.unwatch({ id, viewer });
    }
  }, []);

  // Leaving the page: every stream still playing stops counting.
  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const [id, timer] of all) {
        clearInterval(timer);
        if (viewer) send.current.unwatch({ id, viewer });
      }
      all.clear();
    };
  }, []);

  return playing;
}
