import { describe, expect, test } from 'bun:test';
import { xmlText } from './xmlText';

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('xmlText', () => {
  test('the declared ISO-8859-1 (and its aliases) read as such', () => {
    const xml = '<?xml version="1.0" encoding="ISO-8859-1"?><a>Jörg Müller, Grüße</a>';
    expect(xmlText(latin1(xml))).toBe(xml);
    expect(xmlText(latin1(xml.replace('ISO-8859-1', 'windows-1252')))).toContain('Jörg Müller');
    expect(xmlText(latin1(xml.replace('"ISO-8859-1"', "'latin1'")))).toContain('Grüße');
  });
  test('UTF-8 declared, undeclared, with a byte order mark, or an unknown label: UTF-8', () => {
    const text = '<a>Jörg Müller</a>';
    const utf8 = (s: string) => new TextEncoder().encode(s);
    expect(xmlText(utf8(`<?xml version="1.0" encoding="UTF-8"?>${text}`))).toContain('Jörg Müller');
    expect(xmlText(utf8(text))).toBe(text);
    expect(xmlText(utf8(`\uFEFF<?xml version="1.0" encoding="utf-8"?>${text}`))).toContain('Jörg Müller');
    expect(xmlText(utf8(`<?xml version="1.0" encoding="x-unknown"?>${text}`))).toContain('Jörg Müller');
  });
  test('a Latin-1 file read as UTF-8 would have lost its umlauts (what the declaration prevents)', () => {
    const bytes = latin1('<?xml version="1.0" encoding="ISO-8859-1"?><a>Grüße</a>');
    expect(new TextDecoder('utf-8').decode(bytes)).not.toContain('Grüße');
    expect(xmlText(bytes)).toContain('Grüße');
  });
});
