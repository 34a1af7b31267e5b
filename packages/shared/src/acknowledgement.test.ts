import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { typedForm } from './acknowledgement';

describe('typedForm: a typed name as the acknowledgement compares it', () => {
  test('case, the composition of accents and spaces aside', () => {
    expect(typedForm('  Anna   Müller ')).toBe('anna müller');
    // "ü" decomposed (u + combining diaeresis), as some keyboards and pasted text give it.
    expect(typedForm('Mu\u0308ller')).toBe(typedForm('Müller'));
    expect(typedForm('GROẞE')).toBe('große');
    expect(typedForm('Ölbach\tam Rhein')).toBe('ölbach am rhein');
  });

  test('the German lower case: the same as with the German locale, for any text', () => {
    const german = (value: string) =>
      value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(typedForm(value)).toBe(german(value));
      }),
      { numRuns: 2000 },
    );
    // Where a locale does have rules of its own: the dotted capital I (Turkish), the same as German's.
    expect(typedForm('İstanbul')).toBe(german('İstanbul'));
  });
});
