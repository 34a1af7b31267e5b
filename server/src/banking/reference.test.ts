/** ISO 11649 RF references: known valid and invalid ones, and properties of making and reading them. */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { isBankingError } from './errors';
import {
  checkReference,
  containsReference,
  createReference,
  formatReference,
  isValidReference,
  normalizeReference,
  parseReference,
} from './reference';

// Published examples: RF18539007547034 (ISO 11649's own example, also in the EPC's QR guideline), RF712348231
// and RF97C2H5OH (Wikipedia, "Creditor Reference").
const VALID = [
  'RF18539007547034',
  'RF712348231',
  'RF97C2H5OH',
  'RF18 5390 0754 7034',
  'rf18539007547034',
  'RF18000000000539007547034',
];
const INVALID: [string, 'reference.format' | 'reference.checksum'][] = [
  ['RF18539007547035', 'reference.checksum'], // last digit changed
  ['RF19539007547034', 'reference.checksum'], // check digits changed
  ['RF81539007547034', 'reference.checksum'], // check digits swapped
  ['RF712348213', 'reference.checksum'], // payload digits swapped
  ['RF00123', 'reference.checksum'],
  ['RF18', 'reference.format'], // no payload
  ['RF1853900754703412345678901', 'reference.format'], // 22 payload characters
  ['RF1A539007547034', 'reference.format'],
  ['DE18539007547034', 'reference.format'],
  ['RF18-5390-0754-7034', 'reference.format'],
  ['', 'reference.format'],
];

describe('checking references', () => {
  test.each(VALID)('%s is valid', (reference) => {
    expect(checkReference(reference)).toEqual({ valid: true, reference: normalizeReference(reference) });
  });
  test.each(INVALID)('%s is refused (%s)', (reference, code) => {
    expect(checkReference(reference)).toEqual({ valid: false, code });
    expect(() => parseReference(reference)).toThrow(code);
  });
});

describe('making references', () => {
  test('the published examples come out of their payloads', () => {
    expect(createReference('539007547034')).toBe('RF18539007547034');
    expect(createReference('2348231')).toBe('RF712348231');
    expect(createReference('c2h5oh')).toBe('RF97C2H5OH');
    expect(createReference(' 5390 0754 7034 ')).toBe('RF18539007547034');
  });

  test('a payload that is empty, too long or not alphanumeric is refused', () => {
    for (const payload of ['', '1234567890123456789012', 'inv-42', 'Ä1']) {
      const error = (() => {
        try {
          createReference(payload);
        } catch (e) {
          return e;
        }
      })();
      expect(isBankingError(error, 'reference.payload')).toBe(true);
    }
  });

  test('property: every payload makes a valid reference that reads back, also printed and in lower case', () => {
    const payload = fc.stringMatching(/^[A-Za-z0-9]{1,21}$/);
    fc.assert(
      fc.property(payload, (p) => {
        const reference = createReference(p);
        expect(reference).toMatch(/^RF(0[2-9]|[1-8]\d|9[0-8])/);
        expect(parseReference(reference)).toBe(reference);
        expect(parseReference(formatReference(reference).toLowerCase())).toBe(reference);
        expect(reference.slice(4)).toBe(p.toUpperCase());
      }),
    );
  });

  // Mod 97-10 (ISO 7064) catches every change of one digit and every swap of two neighbouring digits;
  // letters (two digits each) shift the positions, so for them it is "all but about 1 in 97".
  test('property: changing one digit or swapping two neighbouring digits is always caught', () => {
    const alphabet = '0123456789';
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{2,21}$/), fc.nat(), fc.nat(), (payload, where, by) => {
        const reference = createReference(payload);
        const i = 2 + (where % (reference.length - 2));
        const chars = [...reference];
        const current = chars[i] as string;
        const pool = i < 4 ? '0123456789' : alphabet;
        const replacement = pool[
          (pool.indexOf(current) + 1 + (by % (pool.length - 1))) % pool.length
        ] as string;
        chars[i] = replacement;
        expect(isValidReference(chars.join(''))).toBe(false);
        const j = 4 + (where % (reference.length - 4));
        if (j + 1 < reference.length && reference[j] !== reference[j + 1]) {
          const swapped = [...reference];
          [swapped[j], swapped[j + 1]] = [swapped[j + 1] as string, swapped[j] as string];
          expect(isValidReference(swapped.join(''))).toBe(false);
        }
      }),
    );
  });
});

describe('printing and finding references', () => {
  test('printed in groups of four', () => {
    expect(formatReference('rf18539007547034')).toBe('RF18 5390 0754 7034');
    expect(formatReference('RF712348231')).toBe('RF71 2348 231');
    expect(() => formatReference('RF18539007547035')).toThrow('reference.checksum');
  });

  test('found in a transfer text whatever the spacing, line breaks and case', () => {
    expect(containsReference('Investition rf18 5390 0754 7034, danke!', 'RF18539007547034')).toBe(true);
    expect(containsReference('RF71 2348 231 und RF97 C2H5 OH', 'rf97c2h5oh')).toBe(true);
    expect(containsReference('Gruss aus Dorf', 'RF18539007547034')).toBe(false);
    expect(containsReference('Zahlung RF18 5390 0754\n7034', 'rf18539007547034')).toBe(true);
    expect(containsReference('Zahlung RF18 5390 0754 7035', 'RF18539007547034')).toBe(false);
  });
});
