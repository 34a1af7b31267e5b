/**
 * The payment instructions of an investment awaiting its payment, loaded when the dialog opens — the
 * investment's own page (issue 33: there is no other); the investment dialog's success step shows the same
 * PaymentInstructions.
 */
import { Loader } from '@mantine/core';
import type { Investment } from '@wurzelwerk/shared';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ItemDialog } from '../../components/ItemDialog';
import { serverMessage } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { PaymentInstructionsView } from './PaymentInstructionsView';

/** The instructions of the own investment `id` (GET /api/investments/{id}/payment), with loading and failure. */
export function PaymentInstructions({ id }: { id: string }) {
  const intl = useIntl();
  const query = trpc.investments.payment.useQuery({ id });
  if (query.data) return <PaymentInstructionsView instructions={query.data} />;
  if (query.error)
    return (
      <ErrorAlert>
        {serverMessage(query.error) ?? intl.formatMessage({ id: 'dashboard.payment.failed' })}
      </ErrorAlert>
    );
  return <Loader size="sm" aria-label={intl.formatMessage({ id: 'dashboard.payment.loading' })} />;
}

export function PaymentDialog({
  investment,
  onClose,
}: {
  investment: Investment | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <ItemDialog
      item={investment}
      onClose={onClose}
      title={(item) => intl.formatMessage({ id: 'dashboard.payment.title' }, { name: item.assetType.name })}
      closeLabel={intl.formatMessage({ id: 'toast.close' })}
      size="lg"
    >
      {(item) => <PaymentInstructions id={item.id} />}
    </ItemDialog>
  );
}
