/**
 * The asset page's payment notice (issue 34, decision 0067): in default it says that interest stops and
 * that the project's impact is counted only until the default, in both languages; a late payment does not.
 */
import { describe, expect, test } from 'bun:test';
import type { AssetType } from '@wurzelwerk/shared';
import { catalogs } from '../../i18n/catalogs';
import { renderStatic, visibleText } from '../../i18n/renderStatic';
import { PaymentStatusNotice } from './PaymentRecord';

/** The notice's text for a project in `paymentStatus`. */
const noticeText = (paymentStatus: AssetType['paymentStatus'], locale: 'de' | 'en') =>
  visibleText(renderStatic(<PaymentStatusNotice asset={{ paymentStatus } as AssetType} />, locale));

describe('PaymentStatusNotice', () => {
  test('in default: the default text and the impact counted only until the default, de and en', () => {
    for (const locale of ['de', 'en'] as const) {
      const text = noticeText('default', locale);
      const messages = catalogs[locale];
      expect(text).toContain(messages['marketplace.payments.defaultText']);
      expect(text).toContain(
        `${messages['marketplace.payments.defaultText']} ${messages['marketplace.payments.defaultImpact']}`,
      );
    }
    expect(noticeText('default', 'de')).toContain('nur bis zum Ausfall gezählt');
    expect(noticeText('default', 'en')).toContain('counted only until the default');
  });

  test('late: no word of the impact; on track: no notice', () => {
    for (const locale of ['de', 'en'] as const) {
      expect(noticeText('late', locale)).not.toContain(
        catalogs[locale]['marketplace.payments.defaultImpact'],
      );
      expect(noticeText('onTrack', locale)).toBe('');
    }
  });
});
