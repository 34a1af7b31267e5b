/**
 * The document title every page sets and, on the public pages, their description. React 19 hoists the
 * <title> and <meta> rendered here into the document head and removes them with the page.
 */
import { BRAND } from '@wurzelwerk/shared';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

interface PageMetaProps {
  /** The page's name: the tab reads "<title> – Wurzelwerk" (the start page: "Wurzelwerk – <title>"). */
  title: string;
  /** The search-result text of a public page (120–160 characters; {brand} may stand for the name). */
  description?: MessageId;
  /** The start page: the brand first. */
  brandFirst?: boolean;
}

export function PageMeta({ title, description, brandFirst = false }: PageMetaProps) {
  const intl = useIntl();
  return (
    <>
      <title>{brandFirst ? `${BRAND} – ${title}` : `${title} – ${BRAND}`}</title>
      {description && (
        <meta name="description" content={intl.formatMessage({ id: description }, { brand: BRAND })} />
      )}
    </>
  );
}
