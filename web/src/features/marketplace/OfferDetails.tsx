/**
 * An offer's issuer and terms on the asset page (issue 33): who borrows the money (name and legal form,
 * seat, register) and on what terms (term, interest, repayment, payment frequency, payment deadline).
 */
import { Group, Text } from '@mantine/core';
import type { AssetType } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Panel } from '../../components/Panel';
import { useFormat } from '../../lib/format';
import { frequencyLabels, repaymentLabels } from './categories';

/** One line of a description list: its label, and its value on the right. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" py={6} wrap="nowrap" gap="md">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={600} ta="right" m={0}>
        {children}
      </Text>
    </Group>
  );
}

export function OfferDetails({ asset }: { asset: AssetType }) {
  const format = useFormat();
  const { issuer, terms } = asset;
  return (
    <Panel headingId="offer-details" size="h3" title={<FormattedMessage id="marketplace.offer.title" />}>
      <dl style={{ margin: 0 }}>
        <Fact label={<FormattedMessage id="marketplace.offer.issuer" />}>
          {issuer.name} {issuer.legalForm}
        </Fact>
        <Fact label={<FormattedMessage id="marketplace.offer.seat" />}>{issuer.city}</Fact>
        <Fact label={<FormattedMessage id="marketplace.offer.register" />}>{issuer.register}</Fact>
        <Fact label={<FormattedMessage id="marketplace.offer.term" />}>
          <FormattedMessage id="marketplace.invest.months" values={{ months: terms.termMonths }} />
        </Fact>
        <Fact label={<FormattedMessage id="marketplace.offer.interest" />}>
          <FormattedMessage
            id="marketplace.asset.perYear"
            values={{ value: format.percent(terms.interestPercent) }}
          />
        </Fact>
        <Fact label={<FormattedMessage id="marketplace.offer.repayment" />}>
          <FormattedMessage id={repaymentLabels[terms.repaymentType]} />
        </Fact>
        <Fact label={<FormattedMessage id="marketplace.offer.frequency" />}>
          <FormattedMessage id={frequencyLabels[terms.paymentFrequency]} />
        </Fact>
        <Fact label={<FormattedMessage id="marketplace.offer.paymentDeadline" />}>
          <FormattedMessage id="marketplace.offer.days" values={{ days: terms.paymentDeadlineDays }} />
        </Fact>
      </dl>
    </Panel>
  );
}
