/**
 * The investment dialog (product §2 Marketplace, §4, §5, §8, §9): amount → payment → confirm, then (issue 33)
 * the success step with the payment instructions instead of closing. Used by the marketplace and the asset page. It stays mounted so that the amount survives between openings and can be
 * reset to empty after a success, as the spec describes.
 */
import { Button, Group, Modal, NumberInput, Stack, Tabs } from '@mantine/core';
import {
  type AssetType,
  euroToCents,
  INVESTMENT_LIMITS,
  INVESTMENT_PAYMENT_METHODS,
  type Investment,
  type InvestmentPaymentMethod,
  projectInvestment,
} from '@wurzelwerk/shared';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFooter } from '../../components/DialogFooter';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LoadingLine } from '../../components/LoadingStatus';
import { OnlineRequired } from '../../components/OnlineRequired';
import { PaymentMethodCards } from '../../components/PaymentMethodCards';
import { RiskWarning } from '../../components/RiskWarning';
import { StepTabs, useDialogSteps } from '../../components/StepTabs';
import { useFormat } from '../../lib/format';
import { serverMessage } from '../../lib/serverMessage';
import { useSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { InvestGate, LargeAmountWarning, useInvestProtection } from '../protection';
import { useAcknowledgement } from './acknowledgement';
import { InvestAcknowledgement, UnverifiedEmailNotice } from './InvestAcknowledgement';
import { InvestDocuments } from './InvestDocuments';
import { InvestPaymentNote } from './InvestPaymentNote';
import { InvestSuccess } from './InvestSuccess';
import { ConfirmSummary, ProjectionTable, paymentTexts, UNAVAILABLE_PAYMENTS } from './InvestSummary';
import { LimitMeter } from './LimitMeter';
import { amountToDecimal, isValidAmount, QUICK_AMOUNTS } from './logic';
import { CapNotice, SelfDisclosureForm, useCapCheck } from './SelfDisclosure';

/** The dialog's steps in their order, with their tabs' texts. */
const STEPS = {
  amount: 'marketplace.invest.tab.amount',
  payment: 'marketplace.invest.tab.payment',
  confirm: 'marketplace.invest.tab.confirm',
} as const;
type Step = keyof typeof STEPS;

const next = <FormattedMessage id="marketplace.invest.next" />;
const back = <FormattedMessage id="marketplace.invest.back" />;

/** One step: its content, then the footer with "back" (when the step has one) and the step's action. */
function StepPanel({
  value,
  back: onBack,
  action,
  children,
}: {
  value: Step;
  back?: () => void;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tabs.Panel value={value}>
      <Stack gap="md">
        <RiskWarning yieldNotice />
        {children}
        <DialogFooter back={onBack && { label: back, onClick: onBack }}>{action}</DialogFooter>
      </Stack>
    </Tabs.Panel>
  );
}

interface InvestDialogProps {
  /** The selected asset; null closes the dialog. */
  asset: AssetType | null;
  onClose: () => void;
}

export function InvestDialog({ asset, onClose }: InvestDialogProps) {
  const intl = useIntl();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [amount, setAmount] = useState<number | string>(INVESTMENT_LIMITS.minEuro);
  // Bank transfer: the one method available (issue 33); the others are listed as not available yet.
  const [payment, setPayment] = useState<InvestmentPaymentMethod>('banktransfer');
  const { step, setStep, error, setError } = useDialogSteps<Step>(asset !== null, 'amount');
  // The investment just confirmed: the dialog shows how to pay it until closed.
  const [created, setCreated] = useState<Investment | null>(null);
  // Investor protection (issue 35): the knowledge test's gate in place of the steps, the separate warning.
  const [gate, setGate] = useState(false);
  const [warned, setWarned] = useState(false);
  const close = () => {
    setCreated(null);
    setGate(false);
    onClose();
  };

  // An error names the amount or payment it was given for: changing either clears it.
  const changeAmount = (value: number | string) => {
    setAmount(value);
    setWarned(false);
    setError(null);
  };
  const changePayment = (value: InvestmentPaymentMethod) => {
    setPayment(value);
    setError(null);
  };

  const caps = useCapCheck(asset, amount);
  const protection = useInvestProtection(asset !== null, amount);
  const user = useSignedInUser();
  const ack = useAcknowledgement(asset);
  const create = trpc.investments.create.useMutation({
    // The success step says so (the spec's message) and shows how to pay (InvestSuccess).
    onSuccess: (investment) => {
      setAmount('');
      setWarned(false);
      setCreated(investment);
      void utils.dashboard.summary.invalidate();
      void utils.investments.list.invalidate();
    },
    onError: (cause) => {
      // A 409 may be a sheet changed meanwhile: then the new version must be opened (and the message says so).
      if (cause.data?.code === 'CONFLICT') void ack.recheck();
      const message = serverMessage(cause);
      setError(
        message
          ? intl.formatMessage({ id: 'marketplace.invest.serverError' }, { message })
          : intl.formatMessage({ id: 'marketplace.invest.networkError' }),
      );
    },
  });

  function confirm() {
    if (!asset) return;
    setError(null);
    if (!isValidAmount(amount)) {
      setError(intl.formatMessage({ id: 'marketplace.invest.invalidAmount' }));
      return;
    }
    if (protection.warningNeeded && !warned) {
      setError(intl.formatMessage({ id: 'protection.warning.required' }));
      return;
    }
    if (!ack.value) {
      setError(
        intl.formatMessage({ id: ack.version ? 'marketplace.ack.incomplete' : 'marketplace.ack.needSheet' }),
      );
      return;
    }
    create.mutate({
      assetTypeId: asset.id,
      quantity: 1,
      totalInvestment: amountToDecimal(amount),
      acknowledgement: ack.value,
      ...(protection.warningNeeded ? { largeAmountConfirmed: warned } : {}),
    });
  }

  const numericAmount = typeof amount === 'number' ? amount : 0;
  const projection = asset
    ? projectInvestment(euroToCents(numericAmount), asset.expectedReturn, asset.terms.termMonths)
    : null;

  return (
    <Modal
      opened={asset !== null}
      onClose={close}
      size="lg"
      title={asset ? intl.formatMessage({ id: 'marketplace.invest.title' }, { name: asset.name }) : ''}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'marketplace.invest.close' }) }}
    >
      {created ? (
        <InvestSuccess investment={created} onClose={close} />
      ) : gate ? (
        <InvestGate
          amount={format.euro(numericAmount)}
          status={protection.status}
          onBack={() => setGate(false)}
          onContinue={() => {
            setGate(false);
            setStep('payment');
          }}
        />
      ) : (
        asset &&
        projection && (
          <StepTabs steps={STEPS} step={step} onStep={setStep} keepMounted={false}>
            <StepPanel
              value="amount"
              action={
                <Button
                  onClick={() => (protection.testNeeded ? setGate(true) : setStep('payment'))}
                  disabled={caps.loading || caps.overCap}
                >
                  {next}
                </Button>
              }
            >
              {/* The meter, the amount and the checks appear together once the investor's room and
                  self-disclosure are known: nothing above the quick amounts moves when the figures
                  arrive (a tap on "1.000 €" landed on the field above it when the meter pushed the
                  buttons down just then), and no check is made with figures not yet there. */}
              {caps.loading ? (
                <LoadingLine message="marketplace.limit.loading" />
              ) : (
                <>
                  <LimitMeter room={caps.room} />
                  <NumberInput
                    label={<FormattedMessage id="marketplace.invest.amount" />}
                    description={intl.formatMessage(
                      { id: 'marketplace.invest.minimum' },
                      { amount: format.euroWhole(INVESTMENT_LIMITS.minEuro) },
                    )}
                    value={amount}
                    onChange={changeAmount}
                    min={INVESTMENT_LIMITS.minEuro}
                    // The spec's rule is checked on confirm; the server answers amounts below the minimum.
                    clampBehavior="none"
                    decimalScale={2}
                    allowNegative={false}
                    suffix=" €"
                  />
                  <Group gap="xs">
                    {QUICK_AMOUNTS.map((quick) => (
                      <Button
                        key={quick}
                        variant={amount === quick ? 'filled' : 'default'}
                        onClick={() => changeAmount(quick)}
                        aria-pressed={amount === quick}
                      >
                        {format.euroWhole(quick)}
                      </Button>
                    ))}
                  </Group>
                  {caps.needsDisclosure ? (
                    <SelfDisclosureForm check={caps} />
                  ) : (
                    caps.overCap && <CapNotice check={caps} />
                  )}
                </>
              )}
              <ProjectionTable asset={asset} projection={projection} />
            </StepPanel>

            <StepPanel
              value="payment"
              back={() => setStep('amount')}
              action={<Button onClick={() => setStep('confirm')}>{next}</Button>}
            >
              <PaymentMethodCards
                label={<FormattedMessage id="marketplace.payment.label" />}
                methods={INVESTMENT_PAYMENT_METHODS}
                value={payment}
                onChange={changePayment}
                texts={paymentTexts}
                unavailable={UNAVAILABLE_PAYMENTS}
                note={<InvestPaymentNote />}
              />
            </StepPanel>

            <StepPanel
              value="confirm"
              back={() => setStep('payment')}
              action={
                // The button solution of § 312j BGB: the button says that the investor commits to pay.
                <OnlineRequired>
                  <Button onClick={confirm} loading={create.isPending} disabled={!user.emailVerified}>
                    <FormattedMessage id="marketplace.invest.confirm" />
                  </Button>
                </OnlineRequired>
              }
            >
              <ConfirmSummary asset={asset} amount={amount} payment={payment} projection={projection} />
              <InvestDocuments />
              {protection.warningNeeded && (
                <LargeAmountWarning
                  amount={numericAmount}
                  thresholdCents={protection.thresholdCents}
                  checked={warned}
                  onChange={(checked) => {
                    setWarned(checked);
                    setError(null);
                  }}
                />
              )}
              {user.emailVerified ? (
                <InvestAcknowledgement asset={asset} ack={ack} />
              ) : (
                <UnverifiedEmailNotice />
              )}
              {error && <ErrorAlert>{error}</ErrorAlert>}
            </StepPanel>
          </StepTabs>
        )
      )}
    </Modal>
  );
}
