/** IBAN and BIC checks through ibantools, with the platform's error codes. */
import { describe, expect, test } from 'bun:test';
import { bicRequiredFor } from '@wurzelwerk/shared';
import { getCountrySpecifications } from 'ibantools';
import { checkBic, checkBicFor, checkIban, formatIban, normalizeIban, parseBic, parseIban } from './iban';

describe('IBAN', () => {
  test.each([
    ['DE89370400440532013000', 'DE89370400440532013000'],
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['DE02120300000000202051', 'DE02120300000000202051'],
    ['AT611904300234573201', 'AT611904300234573201'],
    ['NL91ABNA0417164300', 'NL91ABNA0417164300'],
    ['GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432'],
  ])('%s is valid', (input, electronic) => {
    expect(checkIban(input)).toEqual({ valid: true, iban: electronic });
    expect(checkIban(input, { sepa: true })).toEqual({ valid: true, iban: electronic });
  });

  test.each([
    ['', 'iban.missing'],
    ['   ', 'iban.missing'],
    ['XX89370400440532013000', 'iban.country'],
    ['DE8937040044053201300', 'iban.length'],
    ['DE893704004405320130001', 'iban.length'],
    ['DE89370400440532013001', 'iban.checksum'],
    ['DE98370400440532013000', 'iban.checksum'],
    ['DE8937040044053201300A', 'iban.format'],
  ])('%s is refused (%s)', (input, code) => {
    expect(checkIban(input)).toEqual({ valid: false, code: code as never });
    expect(() => parseIban(input)).toThrow(code);
  });

  test('an IBAN outside SEPA is valid, but not for a SEPA transfer', () => {
    expect(checkIban('AE070331234567890123456').valid).toBe(true);
    expect(checkIban('AE070331234567890123456', { sepa: true })).toEqual({
      valid: false,
      code: 'iban.notSepa',
    });
  });

  test('normalised and printed', () => {
    expect(normalizeIban(' de89 3704\t0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('BIC', () => {
  test.each([
    ['COBADEFFXXX', 'COBADEFFXXX'],
    ['cobadeff', 'COBADEFF'],
    ['DEUT DE DB BER', 'DEUTDEDBBER'],
  ])('%s is valid', (input, bic) => {
    expect(checkBic(input)).toEqual({ valid: true, bic });
  });
  test.each(['COBADEFF1', '12345678', 'COBAXXFF', '', 'COBADEFFXXXX'])('%s is refused', (input) => {
    expect(checkBic(input)).toEqual({ valid: false, code: 'bic.format' });
    expect(() => parseBic(input)).toThrow('bic.format');
  });
});

describe('a BIC where the account is outside the EEA', () => {
  test('every SEPA country of ibantools: a BIC is needed exactly outside the EEA', () => {
    const sepa = Object.entries(getCountrySpecifications())
      .filter(([, spec]) => spec.SEPA)
      .map(([country]) => country);
    expect(sepa.filter((country) => bicRequiredFor(`${country}00`)).sort()).toEqual([
      'AD',
      'CH',
      'GB',
      'GI',
      'MC',
      'SM',
      'VA',
    ]);
    expect(sepa).toContain('DE');
    expect(bicRequiredFor(' ch93 0076 2011 6238 5295 7')).toBe(true);
    expect(bicRequiredFor('')).toBe(false);
  });

  test('checkBicFor: the given BIC checked, none for an EEA account, required outside it', () => {
    expect(checkBicFor('DE89370400440532013000', undefined)).toEqual({ valid: true, bic: null });
    expect(checkBicFor('DE89370400440532013000', ' ')).toEqual({ valid: true, bic: null });
    expect(checkBicFor('DE89370400440532013000', 'cobadeff')).toEqual({ valid: true, bic: 'COBADEFF' });
    expect(checkBicFor('CH9300762011623852957', null)).toEqual({ valid: false, code: 'bic.required' });
    expect(checkBicFor('CH9300762011623852957', 'UBS')).toEqual({ valid: false, code: 'bic.format' });
    expect(checkBicFor('CH9300762011623852957', 'UBSWCHZH80A')).toEqual({ valid: true, bic: 'UBSWCHZH80A' });
  });
});
