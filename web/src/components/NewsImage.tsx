/**
 * A news item's picture (issue 36, decision 0080), the same wherever news are shown: the dashboard's news
 * (signed in and in the demo) and the console's list and preview. Loaded lazily into a box whose size is
 * set before it arrives, so nothing moves when it does. Decorative (`alt=""`): it stands beside the item's
 * title, which says all a reader needs — a text alternative would read the title twice (WCAG H67).
 */
import { Image } from '@mantine/core';

/** `wide`: the width of its column, 96 px high; `thumb`: 64 × 40 px, for a table row. */
export function NewsImage({ src, size = 'wide' }: { src: string; size?: 'wide' | 'thumb' }) {
  const box = size === 'thumb' ? { w: 64, h: 40, width: 64, height: 40 } : { w: '100%', h: 96, height: 96 };
  return <Image src={src} alt="" loading="lazy" decoding="async" radius="sm" fit="cover" {...box} />;
}
