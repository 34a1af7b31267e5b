import { describe, expect, test } from 'bun:test';
import { loadConfig } from '../env';
import { DEMO_ESCROW_ACCOUNT, EscrowConfigError, escrowAccountOf } from './escrow';
import { checkIban } from './iban';

describe('the escrow account (ESCROW_IBAN, ESCROW_BIC, ESCROW_HOLDER)', () => {
  test('unset: the demonstration account, a checksum-valid IBAN at no bank, marked as demo', () => {
    expect(escrowAccountOf(loadConfig({}))).toEqual(DEMO_ESCROW_ACCOUNT);
    expect(DEMO_ESCROW_ACCOUNT.demo).toBe(true);
    expect(checkIban(DEMO_ESCROW_ACCOUNT.iban, { sepa: true }).valid).toBe(true);
    // Bank code 00000000: no German bank has it.
    expect(DEMO_ESCROW_ACCOUNT.iban.slice(4, 12)).toBe('00000000');
  });

  test('set: normalised and checked; not a demo', () => {
    const account = escrowAccountOf(
      loadConfig({
        ESCROW_IBAN: 'de89 3704 0044 0532 0130 00',
        ESCROW_BIC: 'cobadeffxxx',
        ESCROW_HOLDER: ' Wurzelwerk Treuhand GmbH ',
      }),
    );
    expect(account).toEqual({
      holder: 'Wurzelwerk Treuhand GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      demo: false,
    });
  });

  test('wrong values stop the start with one line naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ESCROW_IBAN: 'DE89370400440532013001', ESCROW_HOLDER: 'X' }, /ESCROW_IBAN/],
      [{ ESCROW_IBAN: 'DE89370400440532013000', ESCROW_HOLDER: 'X', ESCROW_BIC: 'NOPE' }, /ESCROW_BIC/],
      [{ ESCROW_IBAN: 'CH9300762011623852957', ESCROW_HOLDER: 'X' }, /ESCROW_BIC: required/],
      [{ ESCROW_IBAN: 'DE89370400440532013000' }, /ESCROW_HOLDER/],
      [{ ESCROW_HOLDER: 'X'.repeat(71), ESCROW_IBAN: 'DE89370400440532013000' }, /ESCROW_HOLDER/],
    ];
    for (const [env, message] of cases) {
      expect(() => escrowAccountOf(loadConfig(env))).toThrow(EscrowConfigError);
      expect(() => escrowAccountOf(loadConfig(env))).toThrow(message);
    }
  });
});
