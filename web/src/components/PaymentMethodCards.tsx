/**
 * The payment step of the investment dialog and the shop cart: an honest note (by default that the payment is
 * simulated — the shop's; the investment dialog passes its own, issue 33), then a choice of payment methods
 * as radio cards with a name and a hint each; methods not available yet stay listed but cannot be chosen.
 */
import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { SimulatedPaymentNote } from './SimulatedPaymentNote';

interface PaymentMethodCardsProps<M extends string> {
  label: ReactNode;
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
  /** Each method's name and hint. */
  texts: Record<M, PaymentTexts>;
  /** Methods shown but not available yet (disabled). */
  unavailable?: readonly M[];
  /** The note above the choice; the simulated payment's by default. */
  note?: ReactNode;
}

export interface PaymentTexts {
  label: MessageId;
  hint: MessageId;
}

export function PaymentMethodCards<M extends string>({
  label,
  methods,
  value,
  onChange,
  texts,
  unavailable = [],
  note = <SimulatedPaymentNote />,
}: PaymentMethodCardsProps<M>) {
  return (
    <>
      {note}
      <Radio.Group label={label} value={value} onChange={(next) => onChange(next as M)}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {methods.map((method) => (
            <Radio.Card
              key={method}
              value={method}
              p="md"
              radius="md"
              disabled={unavailable.includes(method)}
              // Readable, not greyed out: the hint says why it cannot be chosen.
              style={unavailable.includes(method) ? { cursor: 'not-allowed' } : undefined}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>
                    <FormattedMessage id={texts[method].label} />
                  </Text>
                  <Text size="sm" c="dimmed">
                    <FormattedMessage id={texts[method].hint} />
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </>
  );
}
