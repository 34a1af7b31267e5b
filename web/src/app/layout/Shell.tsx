/**
 * The application frame for both visitor states: header with brand, navigation and actions, a drawer
 * with the navigation on small screens, and the one <main> landmark. Framed in another page (the
 * mobile-app page's phone, issue 36) it draws the page alone: the landmarks are the outer page's.
 */
import { Anchor, AppShell, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlant2 } from '@tabler/icons-react';
import { BRAND } from '@wurzelwerk/shared';
import { memo, type ReactNode, Suspense, useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { isNavItemActive, type NavItem, type ShellNavLink } from '../../config/navigation';
import { paths } from '../../config/paths';
import { useDeferredModule } from '../../lib/useDeferredModule';
import { PageFallback } from '../PageFallback';
import { LanguageMenu } from './LanguageMenu';
import { ThemeMenu } from './ThemeMenu';

const MAIN_ID = 'main-content';

/** This document is shown inside another one's frame. */
const FRAMED = window.self !== window.top;

const loadNavDrawer = () => import('./NavDrawer');

interface ShellProps {
  navItems: readonly NavItem[];
  /** Sign-in and registration links (signed out), shown as buttons. */
  authItems?: readonly NavItem[];
  /** Further header actions after the language and theme menus. */
  actions?: ReactNode;
  /** Shown above every page. */
  banner?: ReactNode;
  children: ReactNode;
}

/** No sign-in links (the signed-in set): one array, so that the header's props stay the same. */
const NO_ITEMS: readonly NavItem[] = [];

/** Every entry links to its route and is marked as the current page while active. */
function navLinkAt(pathname: string): ShellNavLink {
  return (item) => {
    const active = isNavItemActive(pathname, item.to);
    return {
      active,
      link: { component: Link, to: item.to, 'aria-current': active ? ('page' as const) : undefined },
    };
  };
}

export function Shell({ navItems, authItems = NO_ITEMS, actions, banner, children }: ShellProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const navDrawer = useDeferredModule(loadNavDrawer, { mount: 'request' });
  const navLabel = intl.formatMessage({ id: 'nav.main' });
  const navLink = useMemo(() => navLinkAt(pathname), [pathname]);
  const { request: requestNavDrawer } = navDrawer;
  const { toggle: toggleDrawer } = drawer;
  const onMenuButton = useCallback(() => {
    requestNavDrawer();
    toggleDrawer();
  }, [requestNavDrawer, toggleDrawer]);

  if (FRAMED) {
    return (
      <Box p="md">
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </Box>
    );
  }

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        <FormattedMessage id="app.skipToContent" />
      </a>
      <ShellHeader
        navItems={navItems}
        authItems={authItems}
        actions={actions}
        navLabel={navLabel}
        navLink={navLink}
        drawerOpened={drawerOpened}
        onMenuButton={onMenuButton}
      />

      {/* The drawer's code comes after the first paint, or at once when the menu button is pressed. */}
      {navDrawer.module && (
        <navDrawer.module.NavDrawer
          opened={drawerOpened}
          onClose={drawer.close}
          label={navLabel}
          items={[...navItems, ...authItems]}
          navLink={navLink}
        />
      )}

      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <Container size="lg" px={0}>
          <Stack gap="lg">
            {banner}
            <Suspense fallback={<PageFallback />}>{children}</Suspense>
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

interface ShellHeaderProps {
  navItems: readonly NavItem[];
  authItems: readonly NavItem[];
  actions: ReactNode;
  navLabel: string;
  navLink: ShellNavLink;
  drawerOpened: boolean;
  onMenuButton: () => void;
}

/**
 * The header: drawn again only when what it shows changes, not with the page below it, the shell's drawer
 * code arriving or the signed-in set's slots being set (each was a redraw of the whole header at start).
 */
const ShellHeader = memo(function ShellHeader({
  navItems,
  authItems,
  actions,
  navLabel,
  navLink,
  drawerOpened,
  onMenuButton,
}: ShellHeaderProps) {
  const intl = useIntl();
  return (
    <AppShell.Header>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={onMenuButton}
            hiddenFrom="lg"
            size="sm"
            aria-label={intl.formatMessage({ id: drawerOpened ? 'nav.closeMenu' : 'nav.openMenu' })}
            aria-expanded={drawerOpened}
          />
          <Anchor component={Link} to={paths.home} underline="never" c="inherit">
            <Group gap={6} wrap="nowrap">
              <IconPlant2 size={26} color="var(--mantine-color-anchor)" aria-hidden />
              <Text component="span" fw={800} size="xl">
                {BRAND}
              </Text>
            </Group>
          </Anchor>
        </Group>

        <Box component="nav" aria-label={navLabel} visibleFrom="lg">
          <Group gap={4} wrap="nowrap">
            {navItems.map((item) => {
              const { active, link } = navLink(item);
              return (
                <Button key={item.to} {...link} variant={active ? 'light' : 'subtle'} fw={active ? 700 : 500}>
                  <FormattedMessage id={item.label} />
                </Button>
              );
            })}
          </Group>
        </Box>

        <Group gap="xs" wrap="nowrap">
          {authItems.map((item, index) => (
            <Button
              key={item.to}
              {...navLink(item).link}
              visibleFrom="lg"
              variant={index === authItems.length - 1 ? 'filled' : 'default'}
            >
              <FormattedMessage id={item.label} />
            </Button>
          ))}
          <LanguageMenu />
          <ThemeMenu />
          {actions}
        </Group>
      </Group>
    </AppShell.Header>
  );
});
