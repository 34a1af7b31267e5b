/**
 * Test support: renders a component to static HTML inside Mantine and the catalogue of a language, as the
 * app would, and reads its visible text (Mantine's inline <style> and every tag removed).
 */
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { catalogs } from './catalogs';
import type { Locale } from './messages';

export function renderStatic(node: ReactNode, locale: Locale = 'de'): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <IntlProvider locale={locale} messages={catalogs[locale]}>
        {node}
      </IntlProvider>
    </MantineProvider>,
  );
}

/** The text a reader sees in rendered HTML. */
export const visibleText = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .trim();
