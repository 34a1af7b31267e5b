/** The invest button follows the project's funding: offered while open, disabled and saying why once closed. */
import { describe, expect, test } from 'bun:test';
import { renderStatic } from '../../i18n/renderStatic';
import { InvestButton } from './InvestButton';

const html = (fundingOpen: boolean, locale: 'de' | 'en') =>
  renderStatic(<InvestButton asset={{ fundingOpen }} onInvest={() => {}} />, locale);

describe('InvestButton', () => {
  test('open: "Jetzt investieren", enabled; closed: "Finanzierung abgeschlossen", disabled', () => {
    expect(html(true, 'de')).toContain('Jetzt investieren');
    expect(html(true, 'de')).not.toContain('disabled');
    expect(html(false, 'de')).toContain('Finanzierung abgeschlossen');
    expect(html(false, 'de')).toContain('disabled');
    expect(html(false, 'en')).toContain('Funding closed');
  });
});
