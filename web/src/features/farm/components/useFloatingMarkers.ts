/** The floating "+value" texts over the farm's producers: each disappears 2 s after it appears (product §2.8, §2.9, §9). */
import { useCallback, useEffect, useRef, useState } from 'react';

export const MARKER_VISIBLE_MS = 2000;

export interface FloatingMarker {
  id: number;
  text: string;
}

export function useFloatingMarkers() {
  const [markers, setMarkers] = useState<FloatingMarker[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const show = useCallback((text: string) => {
    const id = nextId.current++;
    setMarkers((current) => [...current, { id, text }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMarkers((current) => current.filter((marker) => marker.id !== id));
    }, MARKER_VISIBLE_MS);
    timers.current.add(timer);
  }, []);

  return { markers, show };
}
