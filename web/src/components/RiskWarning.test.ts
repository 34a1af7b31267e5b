import { describe, expect, test } from 'bun:test';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { STATUTORY_RISK_WARNING, STATUTORY_YIELD_NOTICE } from './RiskWarning';

describe('the statutory risk warning (§ 12 VermAnlG)', () => {
  test('German shows the statutory wording verbatim', () => {
    expect(de['risk.loss']).toBe(
      'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.',
    );
    expect(de['risk.loss']).toBe(STATUTORY_RISK_WARNING);
    expect(de['risk.yield']).toBe(STATUTORY_YIELD_NOTICE);
  });

  test('English renders it in English (the German text follows beneath it)', () => {
    expect(en['risk.loss']).not.toBe(STATUTORY_RISK_WARNING);
    expect(en['risk.loss']).toContain('complete loss');
    expect(en['risk.yield']).toContain('not guaranteed');
  });
});
