/**
 * The payment instructions for other features (the investment dialog's success step), loaded with their
 * module when first shown: the dashboard's index must not pull the data layer into the pages that use only
 * its view (the dashboard demo; e2e/budget.e2e.ts holds that).
 */
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

const Instructions = lazy(() =>
  import('./PaymentDialog').then((module) => ({ default: module.PaymentInstructions })),
);

export function PaymentInstructions({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={<Loader size="sm" aria-label={intl.formatMessage({ id: 'dashboard.payment.loading' })} />}
    >
      <Instructions id={id} />
    </Suspense>
  );
}
