import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconPackage, IconSettings, IconShieldCog, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { initialsOf } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useFailureToast } from '../../components/useToast';
import { paths } from '../../config/paths';
import { clearSession, useSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';

/** Initials avatar with orders, profile, settings, the console for operators (issue 20) and sign-out (product §2). */
export function UserMenu() {
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
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* Its name starts with the visible initials (WCAG 2.5.3, label in name). */}
        <UnstyledButton style={{ borderRadius: '50%' }}>
          <Avatar component="span" color="forest" variant="filled" radius="xl">
            {initialsOf(user)}
          </Avatar>
          <VisuallyHidden>
            <FormattedMessage id="userMenu.label" />
          </VisuallyHidden>
        </UnstyledButton>
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
