import { type ReactNode, startTransition, useCallback, useEffect, useState } from 'react';

/**
 * A module the first paint does without (a menu's or a drawer's code): loaded once the browser is idle after
 * the first paint, or at once when `request` is called (the visitor reached for it first). Returns the
 * module once it is there.
 *
 * `mount: 'request'`: the idle time only fetches the module; it is returned (and so mounted) once `request`
 * is called. For parts that stand in for themselves until used (the header's menus): mounting them at idle
 * was one of the longest tasks after the first paint on every page (their popovers' set-up), for nothing
 * until someone opens one (bench/results/README.md, session 32).
 */
export function useDeferredModule<M>(
  load: () => Promise<M>,
  { mount = 'idle' }: { mount?: 'idle' | 'request' } = {},
): { module: M | null; request: () => void } {
  const [module, setModule] = useState<M | null>(null);
  const request = useCallback(() => {
    void load().then((loaded) => setModule(() => loaded));
  }, [load]);

  useEffect(() => whenIdle(mount === 'idle' ? request : () => void load()), [request, load, mount]);

  return { module, request };
}

/**
 * Calls `task` once the browser is idle (at the latest after 2 s); for an effect, so that it runs after the
 * first paint. Returns the cancel function, an effect's clean-up.
 */
export function whenIdle(task: () => void): () => void {
  // Safari has no requestIdleCallback; a short timeout after the first paint does there.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Calls `task` right after the next frame has painted (a task queued from an animation frame runs after that
 * frame's paint; a hidden tab has no frames, so at the latest after 100 ms). Returns the cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let inner: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  const frame = requestAnimationFrame(() => {
    inner = setTimeout(once, 0);
  });
  const hidden = setTimeout(once, 100);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(inner);
    clearTimeout(hidden);
  };
}

/** Whether the app has painted once (AfterFirstPaint): later pages render at once. */
let firstPaintDone = false;

/**
 * Renders `fallback` on the app's first paint and `children` right after it: the shell paints before a
 * page's code is even asked for, rather than after it has arrived. Costs one frame, once.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(firstPaintDone);
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => {
      firstPaintDone = true;
      // A transition: while `children` load, the fallback stays as it is (not remounted as a Suspense
      // fallback), so what the first paint showed is not painted a second time.
      startTransition(() => setPainted(true));
    });
  }, [painted]);
  return painted ? children : fallback;
}
