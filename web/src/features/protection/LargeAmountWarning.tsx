/**
 * The investment dialog's part of investor protection (issue 35, decision 0073): whether the knowledge test
 * is still needed, and the separate warning above the higher of 1,000 € and 5 % of the stored net worth,
 * which must be confirmed explicitly for that investment (the server refuses it otherwise).
 */
import { Checkbox, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { euroToCents, needsLargeAmountWarning, type ProtectionStatus } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledNotice } from '../../components/ErrorAlert';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';

export interface InvestProtection {
  status: ProtectionStatus | undefined;
  /** No pass that counts: the gate comes before the payment step. */
  testNeeded: boolean;
  /** The amount needs the separate warning's confirmation. */
  warningNeeded: boolean;
  thresholdCents: number;
}

export function useInvestProtection(open: boolean, amount: number | string): InvestProtection {
  const query = trpc.protection.status.useQuery(undefined, { enabled: open });
  const status = query.data;
  const amountCents = typeof amount === 'number' ? euroToCents(amount) : 0;
  return {
    status,
    // Until the status is known the server decides (its 403 names the test).
    testNeeded: status !== undefined && status.knowledgeTest === null,
    warningNeeded:
      status !== undefined &&
      needsLargeAmountWarning(
        amountCents,
        status.lossCheck?.netWorthCents ?? null,
        status.sophisticatedValid,
      ),
    thresholdCents: status?.warningThresholdCents ?? 0,
  };
}

export function LargeAmountWarning({
  amount,
  thresholdCents,
  checked,
  onChange,
}: {
  amount: number | string;
  thresholdCents: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <TitledNotice
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={<FormattedMessage id="protection.warning.title" />}
    >
      <Stack gap="xs">
        <Text size="sm">
          <FormattedMessage
            id="protection.warning.text"
            values={{ amount: format.euro(amount), threshold: format.cents(thresholdCents) }}
          />
        </Text>
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          label={intl.formatMessage({ id: 'protection.warning.confirm' })}
        />
      </Stack>
    </TitledNotice>
  );
}
