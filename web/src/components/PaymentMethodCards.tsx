/**
 * The payment step of the investment dialog and the shop cart: the honest note that the payment is simulated,
 * then a choice of payment methods as radio cards with a name and a hint each.
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
}: PaymentMethodCardsProps<M>) {
  return (
    <>
      <SimulatedPaymentNote />
      <Radio.Group label={label} value={value} onChange={(next) => onChange(next as M)}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {methods.map((method) => (
            <Radio.Card key={method} value={method} p="md" radius="md">
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
