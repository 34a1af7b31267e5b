/**
 * A row of links between sibling pages (the legal pages, the investor-protection pages): the current one
 * marked `aria-current="page"` and bold.
 */
import { Anchor, Group } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { MessageId } from '../i18n/messages';

export function PageLinksNav({
  label,
  links,
}: {
  /** The navigation landmark's name. */
  label: MessageId;
  links: readonly { to: string; label: MessageId }[];
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={intl.formatMessage({ id: label })} gap="md">
      {links.map((link) => (
        <Anchor
          key={link.to}
          component={Link}
          to={link.to}
          aria-current={pathname === link.to ? 'page' : undefined}
          fw={pathname === link.to ? 700 : undefined}
        >
          <FormattedMessage id={link.label} />
        </Anchor>
      ))}
    </Group>
  );
}
