/**
 * The investment dialog's tables: the projection under the amount (its duration the offer's term), and the
 * summary with the issuer and the terms and its checkboxes (the risk warning is on every tab: InvestDialog).
 */
import { Checkbox, Stack, Table } from '@mantine/core';
import {
  type AssetType,
  formatCents,
  type InvestmentPaymentMethod,
  type InvestmentProjection,
} from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentTexts } from '../../components/PaymentMethodCards';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { frequencyLabels, repaymentLabels } from './categories';

/** The spec's four methods stay listed; only the bank transfer is available (issue 33). */
export const paymentTexts = {
  creditcard: { label: 'marketplace.payment.creditcard', hint: 'marketplace.payment.unavailable' },
  banktransfer: { label: 'marketplace.payment.banktransfer', hint: 'marketplace.payment.workingDays' },
  paypal: { label: 'marketplace.payment.paypal', hint: 'marketplace.payment.unavailable' },
  crypto: { label: 'marketplace.payment.crypto', hint: 'marketplace.payment.unavailable' },
} as const satisfies Record<InvestmentPaymentMethod, PaymentTexts>;

export const UNAVAILABLE_PAYMENTS = [
  'creditcard',
  'paypal',
  'crypto',
] as const satisfies readonly InvestmentPaymentMethod[];

function SummaryRow({ label, value }: { label: MessageId; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w="45%">
        <FormattedMessage id={label} />
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}

/** Duration, expected yield and total repayment: the rows both tables end with. */
function ProjectionRows({ projection }: { projection: InvestmentProjection }) {
  const format = useFormat();
  const intl = useIntl();
  return (
    <>
      <SummaryRow
        label="marketplace.invest.duration"
        value={intl.formatMessage({ id: 'marketplace.invest.months' }, { months: projection.durationMonths })}
      />
      <SummaryRow
        label="marketplace.invest.expectedYield"
        value={format.euro(formatCents(projection.expectedYieldCents))}
      />
      <SummaryRow
        label="marketplace.invest.totalRepayment"
        value={format.euro(formatCents(projection.totalRepaymentCents))}
      />
    </>
  );
}

function SummaryTable({ caption, children }: { caption?: ReactNode; children: ReactNode }) {
  return (
    <Table variant="vertical" withTableBorder>
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

export function ProjectionTable({
  asset,
  projection,
}: {
  asset: AssetType;
  projection: InvestmentProjection;
}) {
  const format = useFormat();
  return (
    <SummaryTable caption={<FormattedMessage id="marketplace.invest.projection" />}>
      <SummaryRow label="marketplace.asset.expectedReturn" value={format.percent(asset.expectedReturn)} />
      <ProjectionRows projection={projection} />
    </SummaryTable>
  );
}

interface ConfirmSummaryProps {
  asset: AssetType;
  amount: number | string;
  payment: InvestmentPaymentMethod;
  projection: InvestmentProjection;
}

/**
 * The confirm step: what is invested how, the projection, and the news checkbox (the terms and the risk
 * warning are confirmed in the acknowledgement: InvestAcknowledgement).
 */
export function ConfirmSummary({ asset, amount, payment, projection }: ConfirmSummaryProps) {
  const format = useFormat();
  const intl = useIntl();
  return (
    <>
      <SummaryTable>
        <SummaryRow label="marketplace.invest.summary.asset" value={asset.name} />
        <SummaryRow
          label="marketplace.offer.issuer"
          value={`${asset.issuer.name} ${asset.issuer.legalForm}, ${asset.issuer.city}`}
        />
        <SummaryRow
          label="marketplace.invest.amount"
          value={typeof amount === 'number' ? format.euro(amount) : '–'}
        />
        <SummaryRow
          label="marketplace.payment.label"
          value={intl.formatMessage({ id: paymentTexts[payment].label })}
        />
        <ProjectionRows projection={projection} />
        <SummaryRow
          label="marketplace.offer.repayment"
          value={intl.formatMessage({ id: repaymentLabels[asset.terms.repaymentType] })}
        />
        <SummaryRow
          label="marketplace.offer.frequency"
          value={intl.formatMessage({ id: frequencyLabels[asset.terms.paymentFrequency] })}
        />
        <SummaryRow
          label="marketplace.offer.paymentDeadline"
          value={intl.formatMessage(
            { id: 'marketplace.offer.days' },
            { days: asset.terms.paymentDeadlineDays },
          )}
        />
      </SummaryTable>
      <Stack gap="xs">
        <Checkbox label={<FormattedMessage id="marketplace.invest.emailUpdates" />} />
      </Stack>
    </>
  );
}
