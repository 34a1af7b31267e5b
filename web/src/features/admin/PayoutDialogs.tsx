/**
 * The payouts page's dialogs: recording a due date's payment by hand (what will be distributed, from what
 * the issuer's repayments hold) and declaring a project's default (with its required reason).
 */
import { Alert, Text, Textarea } from '@mantine/core';
import { type DueDate, projectDefaultInput } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { DANGER_FILL } from '../../components/danger';
import { readableAlertStyles } from '../../components/ErrorAlert';
import { useFormat } from '../../lib/format';
import type { PayoutProject } from './payoutRules';
import { FormDialog, useCheckedText } from './recordEditing';

/** The project's name in the page's language. */
export function useProjectName() {
  const intl = useIntl();
  return (p: { assetNameDe: string; assetNameEn: string } | { nameDe: string; nameEn: string }) => {
    const [de, en] = 'nameDe' in p ? [p.nameDe, p.nameEn] : [p.assetNameDe, p.assetNameEn];
    return intl.locale.startsWith('en') ? en : de;
  };
}

/** A due date's name: its project and number ("Wald, Nr. 2"). */
export function useDueName() {
  const intl = useIntl();
  const name = useProjectName();
  return (due: DueDate) =>
    intl.formatMessage({ id: 'admin.payouts.dueName' }, { project: name(due), number: due.number });
}

interface DialogProps {
  pending: boolean;
  onClose: () => void;
}

/** Asks before distributing the due date: the total and its parts, to how many, from what the issuer holds. */
export function RecordDialog({
  due,
  pending,
  onClose,
  onRecord,
}: DialogProps & { due: DueDate; onRecord: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const dueName = useDueName();
  const short = due.totalCents - due.issuerHeldCents;
  return (
    <FormDialog
      title={`${intl.formatMessage({ id: 'admin.payouts.record' })}: ${dueName(due)}`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        onRecord();
      }}
      pending={pending}
      submit="admin.payouts.record"
    >
      <Text>
        <FormattedMessage
          id="admin.payouts.recordText"
          values={{
            total: format.cents(due.totalCents),
            interest: format.cents(due.interestCents),
            principal: format.cents(due.principalCents),
            count: due.investmentCount,
            issuer: due.issuerName,
            date: format.day(due.dueDate),
          }}
        />
      </Text>
      <Text size="sm">
        <FormattedMessage
          id="admin.payouts.recordHeld"
          values={{ issuer: due.issuerName, held: format.cents(due.issuerHeldCents) }}
        />
      </Text>
      {short > 0 && (
        <Alert color="yellow" variant="light" p="sm" styles={readableAlertStyles}>
          <FormattedMessage id="admin.payouts.recordShort" values={{ missing: format.cents(short) }} />
        </Alert>
      )}
    </FormDialog>
  );
}

/** Declaring the default: what it does, and the reason (required, at most 500 characters). */
export function DefaultDialog({
  project,
  pending,
  onClose,
  onDeclare,
}: DialogProps & { project: PayoutProject; onDeclare: (reason: string) => void }) {
  const intl = useIntl();
  const name = useProjectName()(project);
  const reason = useCheckedText(projectDefaultInput.shape.reason);
  return (
    <FormDialog
      title={`${intl.formatMessage({ id: 'admin.payouts.declare' })}: ${name}`}
      onClose={onClose}
      onSubmit={reason.submit(onDeclare)}
      pending={pending}
      submit="admin.payouts.declare"
      submitColor={DANGER_FILL}
    >
      <Text>
        <FormattedMessage id="admin.payouts.declareText" values={{ project: name }} />
      </Text>
      <Textarea
        label={intl.formatMessage({ id: 'admin.payouts.reason' })}
        description={intl.formatMessage({ id: 'admin.payouts.reasonHint' })}
        required
        {...reason.input}
        autosize
        minRows={2}
      />
    </FormDialog>
  );
}
