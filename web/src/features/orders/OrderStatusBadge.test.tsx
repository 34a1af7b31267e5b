/**
 * Product §4: a status outside pending/processing/shipped/delivered is shown as-is in a neutral style. The
 * server's schema never returns one, so the badge is rendered here directly.
 */
import { describe, expect, test } from 'bun:test';
import { catalogs } from '../../i18n/catalogs';
import { renderStatic, visibleText as text } from '../../i18n/renderStatic';
import { OrderStatusBadge } from './OrderStatusBadge';

const render = (status: string, locale: 'de' | 'en' = 'de') =>
  renderStatic(<OrderStatusBadge status={status} />, locale);

describe('OrderStatusBadge', () => {
  test('an unknown status is shown as-is, in neutral gray, in both languages', () => {
    for (const locale of ['de', 'en'] as const) {
      const html = render('returned', locale);
      expect(text(html)).toBe('returned');
      expect(html).toContain('--mantine-color-gray-7');
    }
  });

  test('the known statuses are translated and coloured', () => {
    expect(text(render('pending'))).toBe('Ausstehend');
    expect(text(render('delivered', 'en'))).toBe(catalogs.en['orders.status.delivered']);
    for (const status of ['pending', 'processing', 'shipped', 'delivered']) {
      expect(render(status)).not.toContain('--mantine-color-gray-7');
    }
  });
});
