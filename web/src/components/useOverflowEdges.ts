/**
 * For an element that scrolls sideways (a tab bar on a phone): keeps `data-overflow` on it naming the edges
 * beyond which more content lies — "start", "end" or "both", none when all of it shows — as it scrolls,
 * resizes or its content changes width (another language). global.css fades those edges.
 */
import { useCallback } from 'react';

type Edges = 'start' | 'end' | 'both';

function edgesOf(element: HTMLElement): Edges | null {
  // A pixel of slack: scroll positions are fractional on zoomed and high-density screens.
  const before = element.scrollLeft > 1;
  const after = element.scrollLeft < element.scrollWidth - element.clientWidth - 1;
  return before && after ? 'both' : before ? 'start' : after ? 'end' : null;
}

/** A ref callback for the element (React 19 runs its cleanup when the element goes). */
export function useOverflowEdges() {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const update = () => {
      const edges = edgesOf(element);
      if (edges) element.dataset.overflow = edges;
      else delete element.dataset.overflow;
    };
    const sizes = new ResizeObserver(update);
    sizes.observe(element);
    for (const child of element.children) sizes.observe(child);
    element.addEventListener('scroll', update, { passive: true });
    update();
    return () => {
      sizes.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, []);
}
