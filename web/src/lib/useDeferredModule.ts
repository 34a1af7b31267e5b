import { useCallback, useEffect, useState } from 'react';

/**
 * A module the first paint does without (a menu's or a drawer's code): loaded once the browser is idle after
 * the first paint, or at once when `request` is called (the visitor reached for it first). Returns the
 * module once it is there.
 */
export function useDeferredModule<M>(load: () => Promise<M>): { module: M | null; request: () => void } {
  const [module, setModule] = useState<M | null>(null);
  const request = useCallback(() => {
    void load().then((loaded) => setModule(() => loaded));
  }, [load]);

  useEffect(() => {
    // Safari has no requestIdleCallback; a short timeout after the first paint does there.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(request, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(request, 200);
    return () => window.clearTimeout(handle);
  }, [request]);

  return { module, request };
}
