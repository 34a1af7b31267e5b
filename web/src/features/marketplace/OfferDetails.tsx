/**
 * An offer's issuer and terms on the asset page (issue 33): who borrows the money (name and legal form,
 * seat, register) and on what terms (term, interest, repayment, payment frequency, payment deadline).
 */
import { Group, Text } from '@mantine/core';
import type { AssetType } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Panel } from '../../components/Panel';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { frequencyLabels, repaymentLabels } from './categories';

/** One line of a description list: its label, and its value on the right. */
export function Fact({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" py={6} wrap="nowrap" gap="md">
      <Text component="dt" size="sm" c="dimmed">
        <FormattedMessage id={label} />
      </Text>
      <Text component="dd" fw={600} ta="right" m={0}>
        {children}
      </Text>
    </Group>
  );
}

/** A rate as the offer states it: "7,5 % p. a." / "7.5% per year". */
export function PercentPerYear({ value }: { value: string | number }) {
  const format = useFormat();
  return <FormattedMessage id="marketplace.asset.perYear" values={{ value: format.percent(value) }} />;
}

export function OfferDetails({ asset }: { asset: AssetType }) {
  const _format = useFormat();
  const { issuer, terms } = asset;
  return (
    <Panel headingId="offer-details" size="h3" title={<FormattedMessage id="marketplace.offer.title" />}>
      <dl style={{ margin: 0 }}>
        <Fact label="marketplace.offer.issuer">
          {issuer.name} {issuer.legalForm}
        </Fact>
        <Fact label="marketplace.offer.seat">{issuer.city}</Fact>
        <Fact label="marketplace.offer.register">{issuer.register}</Fact>
        <Fact label="marketplace.offer.term">
          <FormattedMessage id="marketplace.invest.months" values={{ months: terms.termMonths }} />
        </Fact>
        <Fact label="marketplace.offer.interest">
          <PercentPerYear value={terms.interestPercent} />
        </Fact>
        <Fact label="marketplace.offer.repayment">
          <FormattedMessage id={repaymentLabels[terms.repaymentType]} />
        </Fact>
        <Fact label="marketplace.offer.frequency">
          <FormattedMessage id={frequencyLabels[terms.paymentFrequency]} />
        </Fact>
        <Fact label="marketplace.offer.paymentDeadline">
          <FormattedMessage id="marketplace.offer.days" values={{ days: terms.paymentDeadlineDays }} />
        </Fact>
      </dl>
    </Panel>
  );
}
