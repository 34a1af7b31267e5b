/**
 * An XML file's bytes as text, in the encoding its declaration names (`<?xml … encoding="ISO-8859-1"?>`),
 * UTF-8 where it names none (XML's default) or one the platform does not know. Bank statements fetched over
 * FinTS come in ISO-8859-1 as well as UTF-8: read as UTF-8, every umlaut of a name or a remittance line was
 * lost. Used where a file's bytes arrive: the console's upload and the statements' REST adapter.
 */

/** The declaration's encoding label, read from the file's first bytes (the declaration is ASCII). */
function declaredEncoding(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return (
    /^(?:\u00EF\u00BB\u00BF)?\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/.exec(
      head,
    )?.[1] ?? null
  );
}

export function xmlText(bytes: Uint8Array): string {
  const label = declaredEncoding(bytes);
  if (label !== null) {
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // A label TextDecoder does not know: read as UTF-8 (the XML parser's checks follow).
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}
