import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconPackage, IconSettings, IconShieldCog, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { initialsOf } from '@wurzelwerk/shared';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useFailureToast } from '../../components/useToast';
import { paths } from '../../config/paths';
import { clearSession, useSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useFocusOnMount, useOpenedAfterMount, useStandIn } from '../../lib/useStandIn';

/** The initials; its name starts with the visible initials (WCAG 2.5.3, label in name). */
const UserButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function UserButton(props, ref) {
    const user = useSignedInUser();
    return (
      <UnstyledButton ref={ref} style={{ borderRadius: '50%' }} {...props}>
        <Avatar component="span" color="forest" variant="filled" radius="xl">
          {initialsOf(user)}
        </Avatar>
        <VisuallyHidden>
          <FormattedMessage id="userMenu.label" />
        </VisuallyHidden>
      </UnstyledButton>
    );
  },
);

/**
 * Initials avatar with orders, profile, settings, the console for operators (issue 20) and sign-out (product
 * §2). The menu mounts when the avatar is first used (useStandIn).
 */
export function UserMenu() {
  const standIn = useStandIn();
  if (!standIn.used) return <UserButton aria-haspopup="menu" aria-expanded={false} {...standIn.props} />;
  return <UserMenuLoaded openOnMount={standIn.opened} focusOnMount={standIn.focused} />;
}

function UserMenuLoaded({ openOnMount, focusOnMount }: { openOnMount: boolean; focusOnMount: boolean }) {
  const target = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  const [opened, setOpened] = useOpenedAfterMount(openOnMount);
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const failureToast = useFailureToast();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => {
      clearSession(queryClient);
      navigate(paths.home);
    },
    onError: (error) => failureToast('logout.failedTitle', error),
  });

  return (
    <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UserButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.firstName} {user.lastName}
        </Menu.Label>
        <Menu.Item component={Link} to={paths.orders} leftSection={<IconPackage size={16} aria-hidden />}>
          <FormattedMessage id="userMenu.orders" />
        </Menu.Item>
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} aria-hidden />}>
          <FormattedMessage id="userMenu.profile" />
        </Menu.Item>
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} aria-hidden />}>
          <FormattedMessage id="userMenu.settings" />
        </Menu.Item>
        {user.role === 'operator' && (
          <Menu.Item component={Link} to={paths.admin} leftSection={<IconShieldCog size={16} aria-hidden />}>
            <FormattedMessage id="userMenu.admin" />
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <FormattedMessage id="userMenu.logout" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
