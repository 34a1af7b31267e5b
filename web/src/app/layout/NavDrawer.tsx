/** The navigation drawer of small screens (Shell loads it after the first paint). */
import { Box, Drawer, NavLink, Stack } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NavItem, ShellNavLink } from '../../config/navigation';

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The name of the navigation landmark. */
  label: string;
  items: readonly NavItem[];
  navLink: ShellNavLink;
}

export function NavDrawer({ opened, onClose, label, items, navLink }: NavDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<FormattedMessage id="nav.menuTitle" />}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'nav.closeMenu' }) }}
      size="xs"
      hiddenFrom="lg"
    >
      <Box component="nav" aria-label={label}>
        <Stack gap={4}>
          {items.map((item) => {
            const { active, link } = navLink(item);
            return (
              <NavLink
                key={item.to}
                {...link}
                label={<FormattedMessage id={item.label} />}
                active={active}
                onClick={onClose}
              />
            );
          })}
        </Stack>
      </Box>
    </Drawer>
  );
}
