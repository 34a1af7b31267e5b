/**
 * Which budget a client address counts against (decision 0016): the throttle's per-address limits must not
 * be escaped by switching addresses within what one client holds.
 */

/**
 * The budget key of a client address. An IPv6 client usually holds a whole /64 (and can pick any address
 * in it), so IPv6 counts per /64; an IPv4-mapped IPv6 address (how a dual-stack socket reports an IPv4
 * client) counts as its IPv4 address. Anything else (an unparsable X-Forwarded-For value) is used as it is,
 * cut to a bounded length.
 */
export function addressBucket(address: string): string {
  const text = address.trim().toLowerCase();
  if (!text.includes(':')) return text.slice(0, 64);
  const ipv6 = parseIpv6(text.split('%')[0] ?? '');
  if (!ipv6) return text.slice(0, 64);
  const { groups, ipv4 } = ipv6;
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    if (ipv4) return ipv4;
    const low = groups.slice(6).map((g) => Number.parseInt(g, 16));
    return low.flatMap((n) => [n >> 8, n & 255]).join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The hex groups of an IPv6 address without leading zeros (six when it ends in dotted IPv4), or null. */
function parseIpv6(text: string): { groups: string[]; ipv4?: string } | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parts = (half: string | undefined) => (half ? half.split(':') : []);
  const head = parts(halves[0]);
  const tail = parts(halves[1]);
  const last = (tail.length > 0 ? tail : head).at(-1);
  // A dotted IPv4 tail (::ffff:192.0.2.1) stands for the last two groups.
  const ipv4 = last && /^\d{1,3}(?:\.\d{1,3}){3}$/.test(last) ? last : undefined;
  const hexCount = 8 - (ipv4 ? 2 : 0);
  const given = head.length + tail.length - (ipv4 ? 1 : 0);
  const missing = hexCount - given;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const groups = all.slice(0, hexCount);
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return { groups: groups.map((g) => Number.parseInt(g, 16).toString(16)), ipv4 };
}
