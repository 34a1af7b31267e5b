/**
 * The document title every page sets and its description: a public page's own, on a signed-in page the
 * account's (issue 36). The title goes into index.html's one <title> (document.title; a rendered <title>
 * would be a second one); React 19 hoists the <meta> rendered here into the head and removes it with the page.
 */
import { BRAND } from '@wurzelwerk/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

interface PageMetaProps {
  /** The page's name: the tab reads "<title> – Wurzelwerk" (the start page: "Wurzelwerk – <title>"). */
  title: string;
  /**
   * The search-result text of a public page (120–160 characters; {brand} may stand for the name); without
   * it, the signed-in account's.
   */
  description?: MessageId;
  /** The start page: the brand first. */
  brandFirst?: boolean;
}

export function PageMeta({ title, description = 'meta.signedIn', brandFirst = false }: PageMetaProps) {
  const intl = useIntl();
  const text = brandFirst ? `${BRAND} – ${title}` : `${title} – ${BRAND}`;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return <meta name="description" content={intl.formatMessage({ id: description }, { brand: BRAND })} />;
}
