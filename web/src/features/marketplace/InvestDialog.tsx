/**
 * The investment dialog (spec §2 Marketplace, §4, §5, §8, §9): amount → payment → confirm. Used by the
 * marketplace and the asset page. It stays mounted so that the amount survives between openings and can be
 * reset to empty after a success, as the spec describes.
 */
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { type AssetType, INVESTMENT_LIMITS } from '@wurzelwerk/shared';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PaymentMethodCards } from '../../components/PaymentMethodCards';
import { useToast } from '../../components/useToast';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import {
  amountToDecimal,
  isValidAmount,
  PAYMENT_METHODS,
  type PaymentMethod,
  projectInvestment,
  QUICK_AMOUNTS,
} from './logic';

type Step = 'amount' | 'payment' | 'confirm';

const readableTitle = {
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
};

const paymentLabels = {
  creditcard: 'marketplace.payment.creditcard',
  banktransfer: 'marketplace.payment.banktransfer',
  paypal: 'marketplace.payment.paypal',
  crypto: 'marketplace.payment.crypto',
} as const;

const paymentHints = {
  creditcard: 'marketplace.payment.instant',
  banktransfer: 'marketplace.payment.workingDays',
  paypal: 'marketplace.payment.instant',
  crypto: 'marketplace.payment.beta',
} as const;

interface InvestDialogProps {
  /** The selected asset; null closes the dialog. */
  asset: AssetType | null;
  onClose: () => void;
}

export function InvestDialog({ asset, onClose }: InvestDialogProps) {
  const intl = useIntl();
  const format = useFormat();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [amount, setAmount] = useState<number | string>(INVESTMENT_LIMITS.minEuro);
  const [step, setStep] = useState<Step>('amount');
  const [payment, setPayment] = useState<PaymentMethod>('creditcard');
  const [error, setError] = useState<string | null>(null);
  const opened = asset !== null;

  // Every opening starts on the first tab without the previous attempt's message.
  useEffect(() => {
    if (opened) {
      setStep('amount');
      setError(null);
    }
  }, [opened]);

  const create = trpc.investments.create.useMutation({
    onSuccess: () => {
      toast({
        title: intl.formatMessage({ id: 'marketplace.invest.success' }),
        message: asset?.name ?? '',
      });
      setAmount('');
      onClose();
      void utils.dashboard.summary.invalidate();
      void utils.investments.list.invalidate();
    },
    onError: (cause) => {
      // A server answer carries data (its code); a failed fetch or anything else does not.
      const fromServer = cause instanceof TRPCClientError && cause.data && cause.message;
      setError(
        fromServer
          ? intl.formatMessage({ id: 'marketplace.invest.serverError' }, { message: cause.message })
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
    create.mutate({ assetTypeId: asset.id, quantity: 1, totalInvestment: amountToDecimal(amount) });
  }

  const numericAmount = typeof amount === 'number' ? amount : 0;
  const projection = asset ? projectInvestment(numericAmount, asset.expectedReturn) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={asset ? intl.formatMessage({ id: 'marketplace.invest.title' }, { name: asset.name }) : ''}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'marketplace.invest.close' }) }}
    >
      {asset && projection && (
        <Tabs value={step} onChange={(value) => value && setStep(value as Step)} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="amount">
              <FormattedMessage id="marketplace.invest.tab.amount" />
            </Tabs.Tab>
            <Tabs.Tab value="payment">
              <FormattedMessage id="marketplace.invest.tab.payment" />
            </Tabs.Tab>
            <Tabs.Tab value="confirm">
              <FormattedMessage id="marketplace.invest.tab.confirm" />
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="amount">
            <Stack gap="md">
              <NumberInput
                label={<FormattedMessage id="marketplace.invest.amount" />}
                description={intl.formatMessage(
                  { id: 'marketplace.invest.minimum' },
                  { amount: format.euroWhole(INVESTMENT_LIMITS.minEuro) },
                )}
                value={amount}
                onChange={setAmount}
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
                    onClick={() => setAmount(quick)}
                    aria-pressed={amount === quick}
                  >
                    {format.euroWhole(quick)}
                  </Button>
                ))}
              </Group>
              <ProjectionTable asset={asset} amount={numericAmount} />
              <Group justify="flex-end">
                <Button onClick={() => setStep('payment')}>
                  <FormattedMessage id="marketplace.invest.next" />
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="payment">
            <Stack gap="md">
              <PaymentMethodCards
                label={<FormattedMessage id="marketplace.payment.label" />}
                methods={PAYMENT_METHODS}
                value={payment}
                onChange={setPayment}
                labels={paymentLabels}
                hints={paymentHints}
              />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep('amount')}>
                  <FormattedMessage id="marketplace.invest.back" />
                </Button>
                <Button onClick={() => setStep('confirm')}>
                  <FormattedMessage id="marketplace.invest.next" />
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="confirm">
            <Stack gap="md">
              <Table variant="vertical" withTableBorder>
                <Table.Tbody>
                  <SummaryRow label="marketplace.invest.summary.asset" value={asset.name} />
                  <SummaryRow
                    label="marketplace.invest.amount"
                    value={typeof amount === 'number' ? format.euro(amount) : '–'}
                  />
                  <SummaryRow
                    label="marketplace.payment.label"
                    value={intl.formatMessage({ id: paymentLabels[payment] })}
                  />
                  <SummaryRow
                    label="marketplace.invest.duration"
                    value={intl.formatMessage(
                      { id: 'marketplace.invest.months' },
                      { months: projection.durationMonths },
                    )}
                  />
                  <SummaryRow
                    label="marketplace.invest.expectedYield"
                    value={format.euro(projection.expectedYield)}
                  />
                  <SummaryRow
                    label="marketplace.invest.totalRepayment"
                    value={format.euro(projection.totalRepayment)}
                  />
                </Table.Tbody>
              </Table>
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                title={<FormattedMessage id="marketplace.invest.riskTitle" />}
                // Mantine's orange title falls below 4.5:1 on the light alert background.
                styles={readableTitle}
              >
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    <FormattedMessage id="marketplace.invest.riskLoss" />
                  </Text>
                  <Text size="sm">
                    <FormattedMessage id="marketplace.invest.riskYield" />
                  </Text>
                </Stack>
              </Alert>
              <Stack gap="xs">
                <Checkbox label={<FormattedMessage id="marketplace.invest.acceptTerms" />} />
                <Checkbox label={<FormattedMessage id="marketplace.invest.acceptRisk" />} />
                <Checkbox label={<FormattedMessage id="marketplace.invest.emailUpdates" />} />
              </Stack>
              {error && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconX aria-hidden />}
                  role="alert"
                  styles={readableTitle}
                >
                  {error}
                </Alert>
              )}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep('payment')}>
                  <FormattedMessage id="marketplace.invest.back" />
                </Button>
                <Button onClick={confirm} loading={create.isPending}>
                  <FormattedMessage id="marketplace.invest.confirm" />
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}

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

function ProjectionTable({ asset, amount }: { asset: AssetType; amount: number }) {
  const format = useFormat();
  const intl = useIntl();
  const projection = projectInvestment(amount, asset.expectedReturn);
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Caption>
        <FormattedMessage id="marketplace.invest.projection" />
      </Table.Caption>
      <Table.Tbody>
        <SummaryRow label="marketplace.asset.expectedReturn" value={format.percent(asset.expectedReturn)} />
        <SummaryRow
          label="marketplace.invest.duration"
          value={intl.formatMessage(
            { id: 'marketplace.invest.months' },
            { months: projection.durationMonths },
          )}
        />
        <SummaryRow label="marketplace.invest.expectedYield" value={format.euro(projection.expectedYield)} />
        <SummaryRow
          label="marketplace.invest.totalRepayment"
          value={format.euro(projection.totalRepayment)}
        />
      </Table.Tbody>
    </Table>
  );
}
