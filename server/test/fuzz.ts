/** Helpers of the property-based tests (rest/fuzz*.test.ts). */

/**
 * Percent-encodes a path parameter as a hostile client may: a lone surrogate as its three WTF-8 bytes
 * (%ED%A0%80 for U+D800), which encodeURIComponent refuses to write and no valid UTF-8 contains.
 */
export function encodePathParam(param: string): string {
  let encoded = '';
  for (const char of param) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}
