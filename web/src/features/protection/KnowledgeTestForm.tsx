/**
 * The knowledge test (issue 35): a radio group per question; the server grades. A failed attempt shows,
 * under each wrongly answered question, why the right answer is right; "try again" starts over.
 */
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import {
  KNOWLEDGE_OPTIONS,
  KNOWLEDGE_QUESTIONS,
  type KnowledgeAnswers,
  type KnowledgeAttempt,
  type KnowledgeOption,
} from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { QUESTION_TEXTS } from './questionTexts';

export function KnowledgeTestForm({ onPassed }: { onPassed?: (attempt: KnowledgeAttempt) => void }) {
  const intl = useIntl();
  const format = useFormat();
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const [answers, setAnswers] = useState<KnowledgeAnswers>({});
  const [missing, setMissing] = useState(false);
  const take = trpc.protection.takeKnowledgeTest.useMutation({
    onSuccess: (attempt) => {
      void utils.protection.status.invalidate();
      void utils.account.achievements.invalidate();
      if (attempt.passed) onPassed?.(attempt);
    },
  });
  const attempt = take.data;
  const wrong = new Set(attempt?.results.filter((r) => !r.correct).map((r) => r.questionId));
  const graded = attempt !== undefined;

  const submit = () => {
    const complete = KNOWLEDGE_QUESTIONS.every((q) => answers[q.id] !== undefined);
    setMissing(!complete);
    if (complete) take.mutate({ answers });
  };
  const retry = () => {
    setAnswers({});
    take.reset();
  };

  return (
    <Stack gap="md">
      {KNOWLEDGE_QUESTIONS.map(({ id }, index) => {
        const texts = QUESTION_TEXTS[id];
        return (
          <Stack key={id} gap={6}>
            <Radio.Group
              label={`${index + 1}. ${intl.formatMessage({ id: texts.question })}`}
              value={answers[id] ?? null}
              onChange={(value) => setAnswers((given) => ({ ...given, [id]: value as KnowledgeOption }))}
              readOnly={graded}
            >
              <Stack gap={6} mt={6}>
                {KNOWLEDGE_OPTIONS.map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    label={intl.formatMessage({ id: texts.options[option] })}
                    disabled={graded}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {wrong.has(id) && (
              <ErrorAlert>
                <Text size="sm" fw={600}>
                  <FormattedMessage id="protection.test.wrong" />
                </Text>
                <Text size="sm">
                  <FormattedMessage id={texts.explanation} />
                </Text>
              </ErrorAlert>
            )}
          </Stack>
        );
      })}
      {missing && (
        <ErrorAlert>
          <FormattedMessage id="protection.test.unanswered" />
        </ErrorAlert>
      )}
      {take.isError && <ErrorAlert>{failureText(take.error)}</ErrorAlert>}
      {attempt &&
        (attempt.passed ? (
          <OutcomeAlert tone="success">
            <FormattedMessage
              id="protection.test.passed"
              values={{
                score: attempt.score,
                total: attempt.total,
                until: attempt.validUntil ? format.date(attempt.validUntil) : '',
              }}
            />
          </OutcomeAlert>
        ) : (
          <ErrorAlert>
            <FormattedMessage
              id="protection.test.failed"
              values={{ score: attempt.score, total: attempt.total }}
            />
          </ErrorAlert>
        ))}
      <Group>
        {graded && !attempt.passed ? (
          <Button onClick={retry}>
            <FormattedMessage id="protection.test.retry" />
          </Button>
        ) : (
          !graded && (
            <Button onClick={submit} loading={take.isPending}>
              <FormattedMessage id="protection.test.submit" />
            </Button>
          )
        )}
      </Group>
    </Stack>
  );
}
