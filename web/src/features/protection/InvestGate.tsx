/**
 * The gate before the first investment (issue 35): shown in the investment dialog in place of its steps
 * while the investor has no pass of the knowledge test that counts. The test first; once passed, the loss
 * check is offered (optional) and "continue" goes back to the dialog's next step. The dialog stays mounted,
 * so the chosen amount is kept.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ProtectionStatus } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { OutcomeAlert } from '../../components/ErrorAlert';
import { KnowledgeTestForm } from './KnowledgeTestForm';
import { LossCheckForm } from './LossCheckForm';

interface InvestGateProps {
  /** The chosen amount, as the dialog shows it. */
  amount: string;
  status: ProtectionStatus | undefined;
  /** Back to the amount step. */
  onBack: () => void;
  /** Test passed: on to the dialog's next step. */
  onContinue: () => void;
}

export function InvestGate({ amount, status, onBack, onContinue }: InvestGateProps) {
  const [passed, setPassed] = useState(false);
  return (
    <Stack gap="md" data-testid="invest-gate">
      <Title order={2} size="h3">
        <FormattedMessage id="protection.gate.title" />
      </Title>
      {passed ? (
        <>
          <OutcomeAlert tone="success">
            <FormattedMessage id="protection.gate.lossIntro" />
          </OutcomeAlert>
          <LossCheckForm latest={status?.lossCheck ?? null} />
        </>
      ) : (
        <>
          <Text size="sm">
            <FormattedMessage id="protection.gate.intro" values={{ amount }} />
          </Text>
          <KnowledgeTestForm onPassed={() => setPassed(true)} />
        </>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          <FormattedMessage id="protection.gate.back" />
        </Button>
        {passed && (
          <Button onClick={onContinue}>
            <FormattedMessage id="protection.gate.continue" />
          </Button>
        )}
      </Group>
    </Stack>
  );
}
