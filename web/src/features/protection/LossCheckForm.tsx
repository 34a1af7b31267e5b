/**
 * The loss check (issue 35, decision 0073): yearly net income, liquid assets and yearly fixed commitments;
 * the server computes net worth, the bearable loss (10 %) and the separate warning's threshold, and stores
 * them. The latest result is shown with the explanation; the check can be repeated any time.
 */
import { Button, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { LossCheck } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';

const FIELDS = [
  { key: 'netYearlyIncome', label: 'protection.loss.income', hint: 'protection.loss.incomeHint' },
  { key: 'liquidAssets', label: 'protection.loss.assets', hint: 'protection.loss.assetsHint' },
  { key: 'yearlyCommitments', label: 'protection.loss.commitments', hint: 'protection.loss.commitmentsHint' },
] as const satisfies readonly { key: string; label: MessageId; hint: MessageId }[];
type Field = (typeof FIELDS)[number]['key'];

/** A number input's value as the API's decimal string ("" stays empty: the server says what is missing). */
const decimal = (value: number | string) => (typeof value === 'number' ? value.toFixed(2) : value);

export function LossCheckResult({ check }: { check: LossCheck }) {
  const format = useFormat();
  const rows: [MessageId, number][] = [
    ['protection.loss.netWorth', check.netWorthCents],
    ['protection.loss.bearable', check.bearableLossCents],
    ['protection.loss.threshold', check.warningThresholdCents],
  ];
  return (
    <Stack gap="xs" data-testid="loss-check-result">
      <Text size="sm" c="dimmed">
        <FormattedMessage id="protection.loss.result" values={{ date: format.date(check.checkedAt) }} />
      </Text>
      <Table>
        <Table.Tbody>
          {rows.map(([label, cents]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">
                <FormattedMessage id={label} />
              </Table.Th>
              <Table.Td ta="right">{format.cents(cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        <FormattedMessage
          id="protection.loss.explanation"
          values={{ threshold: format.cents(check.warningThresholdCents) }}
        />
      </Text>
    </Stack>
  );
}

export function LossCheckForm({ latest }: { latest: LossCheck | null }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Record<Field, number | string>>({
    netYearlyIncome: '',
    liquidAssets: '',
    yearlyCommitments: '',
  });
  const check = trpc.protection.checkLoss.useMutation({
    onSuccess: () => {
      void utils.protection.status.invalidate();
      void utils.account.achievements.invalidate();
    },
  });
  const shown = check.data ?? latest;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {FIELDS.map(({ key, label, hint }) => (
          <NumberInput
            key={key}
            label={intl.formatMessage({ id: label })}
            description={intl.formatMessage({ id: hint })}
            value={values[key]}
            onChange={(value) => setValues((given) => ({ ...given, [key]: value }))}
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator={intl.locale.startsWith('de') ? '.' : ','}
            decimalSeparator={intl.locale.startsWith('de') ? ',' : '.'}
            suffix=" €"
          />
        ))}
      </SimpleGrid>
      <div>
        <Button
          onClick={() =>
            check.mutate({
              netYearlyIncome: decimal(values.netYearlyIncome),
              liquidAssets: decimal(values.liquidAssets),
              yearlyCommitments: decimal(values.yearlyCommitments),
            })
          }
          loading={check.isPending}
        >
          <FormattedMessage id="protection.loss.submit" />
        </Button>
      </div>
      {check.isError && <ErrorAlert>{failureText(check.error)}</ErrorAlert>}
      {shown && <LossCheckResult check={shown} />}
    </Stack>
  );
}
