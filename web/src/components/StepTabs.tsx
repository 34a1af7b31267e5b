/** The tabs of a dialog that walks through steps (investment: amount, payment, confirm; cart: cart, shipping, payment). */
import { Tabs } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

interface StepTabsProps<S extends string> {
  /** The steps in their order, each with what its tab says. */
  steps: Readonly<Record<S, MessageId>>;
  step: S;
  onStep: (step: S) => void;
  keepMounted?: boolean;
  /** The steps' panels. */
  children: ReactNode;
}

export function StepTabs<S extends string>(props: StepTabsProps<S>) {
  const { steps, step, onStep, keepMounted, children } = props;
  return (
    <Tabs value={step} onChange={(value) => value && onStep(value as S)} keepMounted={keepMounted}>
      <Tabs.List grow mb="md">
        {(Object.keys(steps) as S[]).map((value) => (
          <Tabs.Tab key={value} value={value}>
            <FormattedMessage id={steps[value]} />
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {children}
    </Tabs>
  );
}

/** The step and the error message of such a dialog: every opening starts on the first step without the previous attempt's message. */
export function useDialogSteps<S extends string>(opened: boolean, first: S) {
  const [step, setStep] = useState<S>(first);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setStep(first);
      setError(null);
    }
  }, [opened, first]);
  return { step, setStep, error, setError };
}
