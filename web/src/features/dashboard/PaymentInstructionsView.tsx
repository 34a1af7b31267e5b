/**
 * How to pay an investment (issue 33): the escrow account, amount, deadline and RF reference, with the
 * GiroCode a banking app scans. On the demonstration account a warning says that nothing must be
 * transferred. Pure: the data comes from GET /api/investments/{id}/payment (PaymentDialog).
 */
import { Alert, Group, Image, Stack, Table, Text } from '@mantine/core';
import type { PaymentInstructions } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { readableAlertStyles } from '../../components/ErrorAlert';
import { useFormat } from '../../lib/format';

/** IBAN and RF reference in groups of four, as printed on paper. */
export const inGroups = (value: string) => value.replace(/(.{4})(?=.)/g, '$1 ');

export function PaymentInstructionsView({ instructions }: { instructions: PaymentInstructions }) {
  const intl = useIntl();
  const format = useFormat();
  const rows: [string, string][] = [
    ['dashboard.payment.holder', instructions.holder],
    ['dashboard.payment.iban', inGroups(instructions.iban)],
    ...(instructions.bic ? [['dashboard.payment.bic', instructions.bic] as [string, string]] : []),
    ['dashboard.payment.amount', format.euro(instructions.amount)],
    ['dashboard.payment.reference', inGroups(instructions.reference)],
    ['dashboard.payment.dueAt', format.date(instructions.dueAt)],
  ];
  return (
    <Stack gap="md">
      {instructions.demo && (
        <Alert
          color="orange"
          variant="light"
          title={<FormattedMessage id="dashboard.payment.demoTitle" />}
          // Mantine's orange title on its light background misses 4.5:1: the text colour keeps it readable.
          styles={readableAlertStyles}
        >
          <FormattedMessage id="dashboard.payment.demoText" />
        </Alert>
      )}
      <Text size="sm">
        <FormattedMessage id="dashboard.payment.intro" />
      </Text>
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Table withRowBorders={false} style={{ flex: 1, minWidth: 240 }}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={500}>
                  {intl.formatMessage({ id: label as 'dashboard.payment.holder' })}
                </Table.Th>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(instructions.giroCodeSvg)}`}
          alt={intl.formatMessage({ id: 'dashboard.payment.qrAlt' })}
          w={160}
          h={160}
          bg="white"
        />
      </Group>
      <Text size="xs" c="dimmed">
        <FormattedMessage id="dashboard.payment.referenceHint" />
      </Text>
    </Stack>
  );
}
