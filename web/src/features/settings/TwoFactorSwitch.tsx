/**
 * The switch "Zwei-Faktor-Authentifizierung" in the account tab's security panel (issue 18; moved there from
 * the privacy tab, issue 36): it shows the real state from the server, not a saved preference; turning it
 * on opens the enrolment, turning it off asks for the password and a current code.
 */
import { Modal, Switch } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OfflineReason, useOnlineRequired } from '../../components/OnlineRequired';
import { PasswordField } from '../../components/PasswordField';
import { trpc } from '../../lib/trpc';
import { CodeForm } from './CodeForm';
import { TwoFactorEnrolDialog } from './TwoFactorEnrolDialog';

function DisableDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const disable = trpc.auth.twoFactor.disable.useMutation({
    onSuccess: () => {
      void utils.auth.twoFactor.status.invalidate();
      close();
    },
  });
  function close() {
    setPassword('');
    setPasswordError(null);
    disable.reset();
    onClose();
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'toast.close' }) }}
      title={<FormattedMessage id="twoFactor.disable.title" />}
    >
      <CodeForm
        submitLabel="twoFactor.disable.submit"
        pending={disable.isPending}
        failure={disable.error}
        onCode={(code) => {
          if (!password) {
            setPasswordError(intl.formatMessage({ id: 'settings.validation.passwordRequired' }));
            return;
          }
          setPasswordError(null);
          disable.mutate({ password, code });
        }}
      >
        <PasswordField
          label={<FormattedMessage id="settings.delete.password" />}
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      </CodeForm>
    </Modal>
  );
}

export function TwoFactorSwitch() {
  const status = trpc.auth.twoFactor.status.useQuery();
  const [dialog, setDialog] = useState<'enrol' | 'disable' | null>(null);
  const enabled = status.data?.enabled ?? false;
  const { offline } = useOnlineRequired();
  return (
    <>
      <OfflineReason />
      <Switch
        size="md"
        checked={enabled}
        disabled={!status.data || offline}
        onChange={() => setDialog(enabled ? 'disable' : 'enrol')}
        label={<FormattedMessage id="settings.privacy.twoFactor" />}
        description={
          enabled ? (
            <FormattedMessage
              id="twoFactor.switch.on"
              values={{ left: status.data?.recoveryCodesLeft ?? 0 }}
            />
          ) : (
            <FormattedMessage id="settings.privacy.twoFactorHint" />
          )
        }
      />
      <TwoFactorEnrolDialog opened={dialog === 'enrol'} onClose={() => setDialog(null)} />
      <DisableDialog opened={dialog === 'disable'} onClose={() => setDialog(null)} />
    </>
  );
}
