/**
 * Where the markers of both map screens go (issue 22): a view fitted around them that has the shape of its
 * box (so the map fills it, nothing cut off), and markers that would overlap on screen pushed apart until
 * each can be clicked on its own. Pure geometry in the maps' SVG units.
 */

export interface Point {
  x: number;
  y: number;
}

export interface View {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A touch target's diameter on screen, CSS pixels (WCAG 2.5.8 asks for 24). */
export const MARKER_TARGET_PX = 28;

/**
 * The view around `points` with `margin` on every side, widened or heightened to the box's aspect ratio
 * (width / height), never narrower than `minWidth`.
 */
export function fitView(points: readonly Point[], aspect: number, margin: number, minWidth: number): View {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = Math.min(...xs) - margin;
  const top = Math.min(...ys) - margin;
  let w = Math.max(Math.max(...xs) + margin - left, minWidth);
  let h = Math.max(...ys) + margin - top;
  if (w / h < aspect) w = h * aspect;
  else h = w / aspect;
  const cx = (left + Math.max(...xs) + margin) / 2;
  const cy = (top + Math.max(...ys) + margin) / 2;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/**
 * The points moved apart so that no two are closer than `gap`, each as little as it can: pairs that are too
 * close push each other away along the line between them (points on the same spot along a fixed angle of
 * their order), repeated until they all fit. Deterministic: the same input gives the same layout.
 */
export function spreadApart<T extends Point>(points: readonly T[], gap: number, rounds = 60): T[] {
  const placed = points.map((point) => ({ ...point }));
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i] as T;
        const b = placed[j] as T;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap - 1e-6) continue;
        if (distance < 1e-6) {
          const angle = j * 2.4;
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 1;
        }
        // A hair more than the shortfall, so that pairs do not creep towards the gap forever.
        const push = (gap * 1.001 - Math.hypot(b.x - a.x, b.y - a.y)) / 2;
        const ux = dx / distance;
        const uy = dy / distance;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return placed;
}
