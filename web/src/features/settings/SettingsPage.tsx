/**
 * Settings at /settings (product §2.14, §5, §8, §9): the tabs account (password, security: two-factor sign-in,
 * passkeys and the signed-in devices), notifications (with push), privacy,
 * appearance (language, theme, timezone) and data (export, deletion). Preferences are the account's
 * settings (account.settings), saved on every change.
 */
import { Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBell, IconDatabase, IconLock, IconPalette, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationKey, PrivacyKey } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../components/ErrorAlert';
import { type IconTab, IconTabList } from '../../components/IconTabList';
import { OfflineReason } from '../../components/OnlineRequired';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { clearSession, useSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { SophisticatedSection } from '../protection';
import { ApiTokensSection } from './ApiTokensSection';
import { AppearanceTab } from './AppearanceTab';
import { DataTab } from './DataTab';
import { DevicesList } from './DevicesList';
import { PasskeysSection } from './PasskeysSection';
import { PasswordForm } from './PasswordForm';
import { PreferenceSwitches, type PreferenceText } from './PreferenceSwitches';
import { PushSwitch } from './PushSwitch';
import { TwoFactorSwitch } from './TwoFactorSwitch';

const NOTIFICATION_TEXTS: Record<NotificationKey, PreferenceText> = {
  email: { label: 'settings.notifications.email', description: 'settings.notifications.emailHint' },
  // This device's subscription as well as the saved switch, with a control of its own (PushSwitch).
  push: { label: 'settings.notifications.push', description: 'settings.notifications.pushHint', own: true },
  sms: {
    label: 'settings.notifications.sms',
    description: 'settings.notifications.smsHint',
    unavailable: true,
  },
  marketing: {
    label: 'settings.notifications.marketing',
    description: 'settings.notifications.marketingHint',
  },
  livestreams: {
    label: 'settings.notifications.livestreams',
    description: 'settings.notifications.livestreamsHint',
  },
  investments: {
    label: 'settings.notifications.investments',
    description: 'settings.notifications.investmentsHint',
  },
  orders: { label: 'settings.notifications.orders', description: 'settings.notifications.ordersHint' },
};

const PRIVACY_TEXTS: Record<PrivacyKey, PreferenceText> = {
  profileVisible: {
    label: 'settings.privacy.profileVisible',
    description: 'settings.privacy.profileVisibleHint',
  },
  showInvestments: {
    label: 'settings.privacy.showInvestments',
    description: 'settings.privacy.showInvestmentsHint',
  },
  showLocation: { label: 'settings.privacy.showLocation', description: 'settings.privacy.showLocationHint' },
  showFullName: { label: 'settings.privacy.showFullName', description: 'settings.privacy.showFullNameHint' },
  // The real state of the account, with its own switch (TwoFactorSwitch) in the account tab's security
  // panel (issue 36), not a saved preference.
  twoFactor: {
    label: 'settings.privacy.twoFactor',
    description: 'settings.privacy.twoFactorHint',
    own: true,
  },
};

/** One tab's content: its heading (h2 under the page's h1) and a short explanation. */
function Panel({ title, hint, children }: { title: MessageId; hint: MessageId; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h4">
            <FormattedMessage id={title} />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id={hint} />
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

const TABS = [
  { value: 'account', label: 'settings.tab.account', Icon: IconUserCircle },
  { value: 'notifications', label: 'settings.tab.notifications', Icon: IconBell },
  { value: 'privacy', label: 'settings.tab.privacy', Icon: IconLock },
  { value: 'appearance', label: 'settings.tab.appearance', Icon: IconPalette },
  { value: 'data', label: 'settings.tab.data', Icon: IconDatabase },
] as const satisfies readonly IconTab[];

/** The two tabs that are lists of switches. */
const SWITCH_PANELS = [
  {
    section: 'notifications',
    title: 'settings.notifications.title',
    hint: 'settings.notifications.hint',
    texts: NOTIFICATION_TEXTS,
  },
  {
    section: 'privacy',
    title: 'settings.privacy.title',
    hint: 'settings.privacy.hint',
    texts: PRIVACY_TEXTS,
  },
] as const;

export default function SettingsPage() {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'page.settings' });
  const user = useSignedInUser();
  const settings = trpc.account.settings.useQuery();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // This device's session was ended from the list: signed out like the user menu's sign-out.
  const signedOut = () => {
    clearSession(queryClient);
    navigate(paths.login);
  };

  const preferences = (render: (data: NonNullable<typeof settings.data>) => ReactNode) =>
    settings.isPending ? (
      <Skeleton h={200} aria-hidden />
    ) : settings.isError ? (
      <ErrorAlert>
        <FormattedMessage id="settings.loadFailed" />
      </ErrorAlert>
    ) : (
      render(settings.data)
    );

  return (
    <Stack gap="lg">
      <PageMeta title={heading} />
      <Title order={1}>{heading}</Title>
      <Tabs defaultValue="account">
        <IconTabList tabs={TABS} />

        <Tabs.Panel value="account" pt="lg">
          <Stack gap="lg">
            <Panel title="settings.password.title" hint="settings.password.hint">
              <Text size="sm">
                <FormattedMessage
                  id="settings.account.signedInAs"
                  values={{ name: `${user.firstName} ${user.lastName}`, email: user.email }}
                />
              </Text>
              <PasswordForm />
            </Panel>
            {/* Account security (issue 36): two-factor sign-in and the signed-in devices, beside the password. */}
            <Panel title="settings.security.title" hint="settings.security.hint">
              <TwoFactorSwitch />
            </Panel>
            <Panel title="passkeys.title" hint="passkeys.hint">
              <PasskeysSection />
            </Panel>
            <Panel title="devices.title" hint="devices.hint">
              <DevicesList onSignedOut={signedOut} />
            </Panel>
            <Panel title="protection.sophisticated.title" hint="protection.sophisticated.hint">
              <SophisticatedSection />
            </Panel>
          </Stack>
        </Tabs.Panel>
        {SWITCH_PANELS.map(({ section, title, hint, texts }) => (
          <Tabs.Panel key={section} value={section} pt="lg">
            <Panel title={title} hint={hint}>
              {preferences((data) => (
                <Stack gap="lg">
                  <OfflineReason />
                  {section === 'notifications' && <PushSwitch settings={data} />}
                  <PreferenceSwitches section={section} settings={data} texts={texts} />
                </Stack>
              ))}
            </Panel>
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="appearance" pt="lg">
          <Panel title="settings.appearance.title" hint="settings.appearance.hint">
            {preferences((data) => (
              <AppearanceTab settings={data} />
            ))}
          </Panel>
        </Tabs.Panel>
        <Tabs.Panel value="data" pt="lg">
          <Stack gap="lg">
            <Panel title="settings.data.title" hint="settings.data.hint">
              <DataTab />
            </Panel>
            <Panel title="apiTokens.title" hint="apiTokens.hint">
              <ApiTokensSection />
            </Panel>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
