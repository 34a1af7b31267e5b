/**
 * The asset page's payment notice (issue 34, decision 0067): in default it says that interest stops and
 * that the project's impact is counted only until the default, in both languages; a late payment does not.
 */
import { describe, expect, test } from 'bun:test';
import { MantineProvider } from '@mantine/core';
import type { AssetType } from '@wurzelwerk/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { catalogs } from '../../i18n/catalogs';
import { PaymentStatusNotice } from './PaymentRecord';

/** The notice's text for a project in `paymentStatus`: Mantine's inline <style> and every tag removed. */
function noticeText(paymentStatus: AssetType['paymentStatus'], locale: 'de' | 'en') {
  const asset = { paymentStatus } as AssetType;
  return renderToStaticMarkup(
    <MantineProvider>
      <IntlProvider locale={locale} messages={catalogs[locale]}>
        <PaymentStatusNotice asset={asset} />
      </IntlProvider>
    </MantineProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .trim();
}

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
