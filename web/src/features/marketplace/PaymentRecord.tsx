/**
 * A released project's payment record on the asset page (issue 34, decision 0067): the public figure
 * "x of y payments on time" among the key figures, and a notice when a payment is late or the project is
 * in default (interest stops, the principal stays owed, its impact counts only until the default) — only
 * what GET /api/asset-types/{id} gives.
 */
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AssetType } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { readableAlertStyles } from '../../components/ErrorAlert';
import { Fact } from './OfferDetails';

/** The figure, once the project has due dates (nothing before its first release). */
export function PaymentsOnTimeFact({ asset }: { asset: AssetType }) {
  const figure = asset.paymentsOnTime;
  if (!figure) return null;
  return (
    <Fact label="marketplace.payments.label">
      {figure.due === 0 ? (
        <FormattedMessage id="marketplace.payments.noneDue" />
      ) : (
        <FormattedMessage
          id="marketplace.payments.onTime"
          values={{ onTime: figure.onTime, due: figure.due }}
        />
      )}
    </Fact>
  );
}

/** "Zahlung verspätet" or "Im Ausfall", with what it means for investors; nothing otherwise. */
export function PaymentStatusNotice({ asset }: { asset: AssetType }) {
  const status = asset.paymentStatus;
  if (status !== 'late' && status !== 'default') return null;
  const late = status === 'late';
  return (
    <Alert
      color={late ? 'orange' : 'red'}
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={<FormattedMessage id={late ? 'marketplace.payments.late' : 'marketplace.payments.default'} />}
      styles={readableAlertStyles}
      role="note"
    >
      {late ? (
        <FormattedMessage id="marketplace.payments.lateText" />
      ) : (
        <>
          <FormattedMessage id="marketplace.payments.defaultText" />{' '}
          <FormattedMessage id="marketplace.payments.defaultImpact" />
        </>
      )}
    </Alert>
  );
}
