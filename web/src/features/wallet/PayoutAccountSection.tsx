/**
 * The payout account (issue 34): shown with its hold, set or changed with the password and, when two-factor
 * sign-in is on, a code. The server checks the IBAN (country, checksum, SEPA), the BIC and the holder and says
 * why in the reader's language; a change mails the account's address and holds withdrawals for 24 hours. The
 * BIC is asked for once the IBAN typed is of a country outside the EEA, where a transfer needs it.
 */
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { bicRequiredFor, type PayoutAccount } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert, OutcomeAlert, readableAlertStyles } from '../../components/ErrorAlert';
import { OnlineRequired } from '../../components/OnlineRequired';
import { Panel } from '../../components/Panel';
import { PasswordField } from '../../components/PasswordField';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { groupedIban } from './walletTexts';

const EMPTY = { holder: '', iban: '', bic: '', password: '', code: '' };

export function PayoutAccountSection({ account }: { account: PayoutAccount | null }) {
  const intl = useIntl();
  const format = useFormat();
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const twoFactor = trpc.auth.twoFactor.status.useQuery();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const save = trpc.wallet.setPayoutAccount.useMutation({
    onSuccess: () => {
      setEditing(false);
      setValues(EMPTY);
      void utils.wallet.invalidate();
    },
  });
  const held = account && account.holdUntil.getTime() > Date.now();
  // Two letters typed decide it: the country code.
  const needsBic = values.iban.trim().length >= 2 && bicRequiredFor(values.iban);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <Panel headingId="payout-account-title" title={<FormattedMessage id="wallet.account.title" />}>
      {account ? (
        <Text>
          <FormattedMessage
            id={account.bic ? 'wallet.account.currentBic' : 'wallet.account.current'}
            values={{ holder: account.holder, iban: groupedIban(account.iban), bic: account.bic }}
          />
        </Text>
      ) : (
        <Text c="dimmed">
          <FormattedMessage id="wallet.account.none" />
        </Text>
      )}
      {held && (
        <Alert
          role="note"
          variant="light"
          color="blue"
          icon={<IconClockPause aria-hidden />}
          styles={readableAlertStyles}
        >
          <FormattedMessage id="wallet.account.held" values={{ until: format.dateTime(account.holdUntil) }} />
        </Alert>
      )}
      {save.isSuccess && !editing && (
        <OutcomeAlert tone="success">
          <FormattedMessage id="wallet.account.saved" />
        </OutcomeAlert>
      )}
      {editing ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({
              holder: values.holder,
              iban: values.iban,
              ...(needsBic ? { bic: values.bic } : {}),
              password: values.password,
              ...(twoFactor.data?.enabled ? { code: values.code } : {}),
            });
          }}
        >
          <Stack gap="sm" maw={460}>
            <TextInput
              label={intl.formatMessage({ id: 'wallet.account.holder' })}
              autoComplete="name"
              required
              maxLength={70}
              {...field('holder')}
            />
            <TextInput
              label={intl.formatMessage({ id: 'wallet.account.iban' })}
              autoComplete="off"
              spellCheck={false}
              required
              {...field('iban')}
            />
            {needsBic && (
              <TextInput
                label={intl.formatMessage({ id: 'wallet.account.bic' })}
                description={intl.formatMessage({ id: 'wallet.account.bicHint' })}
                autoComplete="off"
                spellCheck={false}
                required
                maxLength={20}
                {...field('bic')}
              />
            )}
            <PasswordField
              label={intl.formatMessage({ id: 'wallet.account.password' })}
              autoComplete="current-password"
              required
              {...field('password')}
            />
            {twoFactor.data?.enabled && (
              <TextInput
                label={intl.formatMessage({ id: 'wallet.account.code' })}
                autoComplete="one-time-code"
                inputMode="numeric"
                required
                {...field('code')}
              />
            )}
            <Text size="sm" c="dimmed">
              <FormattedMessage id="wallet.account.hint" />
            </Text>
            {save.isError && <ErrorAlert>{failureText(save.error)}</ErrorAlert>}
            <Group gap="sm">
              <OnlineRequired>
                <Button type="submit" loading={save.isPending}>
                  <FormattedMessage id="wallet.account.save" />
                </Button>
              </OnlineRequired>
              <Button variant="default" onClick={() => setEditing(false)}>
                <FormattedMessage id="wallet.account.cancel" />
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setEditing(true)}>
          <FormattedMessage id={account ? 'wallet.account.edit' : 'wallet.account.set'} />
        </Button>
      )}
    </Panel>
  );
}
