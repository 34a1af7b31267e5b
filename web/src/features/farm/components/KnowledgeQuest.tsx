/**
 * The knowledge quest on the quests tab (issue 35): the next lesson's question with its answers, the
 * explanation after each answer (right or wrong), and the lessons learned. The engine decides; the reward is
 * in coins, the game's own currency.
 */
import { Alert, Button, Card, Group, List, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconCheck } from '@tabler/icons-react';
import { KNOWLEDGE_LESSONS, nextLesson } from '@wurzelwerk/farm-engine';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { useFormat } from '../../../lib/format';
import { lessonTexts } from '../knowledgeTexts';

/** What the engine answered: right (with the coins paid) or not; null when it refused the action. */
export type LessonAnswer = { correct: boolean; reward: number } | null;

interface KnowledgeQuestProps {
  /** The lessons answered right, in order (the engine's state). */
  lessons: readonly string[];
  onAnswer: (lessonId: string, choice: number) => LessonAnswer;
}

const readable = {
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
};

export function KnowledgeQuest({ lessons, onAnswer }: KnowledgeQuestProps) {
  const intl = useIntl();
  const format = useFormat();
  const [choice, setChoice] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<({ lessonId: string } & NonNullable<LessonAnswer>) | null>(null);
  const next = nextLesson({ lessons: [...lessons] });
  const total = KNOWLEDGE_LESSONS.length;
  const done = lessons.length;
  const text = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const progress = text('farm.knowledge.progress', {
    done: format.number(done, 0),
    total: format.number(total, 0),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!next || choice === null) return;
    const answer = onAnswer(next.id, Number(choice));
    if (!answer) return;
    setFeedback({ lessonId: next.id, ...answer });
    setChoice(null);
  }

  const feedbackTexts = feedback ? lessonTexts(feedback.lessonId) : undefined;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="knowledge-title" mb="md">
      <Stack gap="md">
        <Group gap="xs">
          <IconBook size={22} aria-hidden />
          <Title order={2} size="h3" id="knowledge-title">
            <FormattedMessage id="farm.knowledge.title" />
          </Title>
        </Group>
        <Text size="sm">
          <FormattedMessage id="farm.knowledge.intro" />
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {progress}
          </Text>
          <Progress value={(done / total) * 100} aria-label={progress} />
        </Stack>

        {feedback && feedbackTexts && (
          <Alert
            role="status"
            color={feedback.correct ? 'green' : 'yellow'}
            variant="light"
            styles={readable}
            title={
              feedback.correct
                ? `${text('farm.knowledge.correct')} ${text('farm.knowledge.reward', { coins: format.number(feedback.reward, 0) })}`
                : text('farm.knowledge.wrong')
            }
            data-testid="knowledge-feedback"
          >
            <FormattedMessage id={feedbackTexts.explanation} />
          </Alert>
        )}

        {next ? (
          <form onSubmit={submit}>
            <Stack gap="sm">
              <Title order={3} size="h4">
                <FormattedMessage
                  id="farm.knowledge.lesson"
                  values={{
                    number: format.number(done + 1, 0),
                    total: format.number(total, 0),
                    title: text(lessonTexts(next.id)?.title ?? 'farm.knowledge.title'),
                  }}
                />
              </Title>
              <Radio.Group
                name="knowledge-answer"
                label={text(lessonTexts(next.id)?.question ?? 'farm.knowledge.title')}
                value={choice}
                onChange={setChoice}
              >
                <Stack gap="xs" mt="xs">
                  {(lessonTexts(next.id)?.choices ?? []).map((id, index) => (
                    <Radio key={id} value={String(index)} label={text(id)} />
                  ))}
                </Stack>
              </Radio.Group>
              <Group>
                <Button type="submit" disabled={choice === null}>
                  <FormattedMessage id="farm.knowledge.answer" />
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text>
            <FormattedMessage id="farm.knowledge.complete" />
          </Text>
        )}

        {done > 0 && (
          <List spacing="sm" aria-label={text('farm.knowledge.learned')}>
            {lessons.map((id) => (
              <List.Item key={id} icon={<IconCheck size={16} aria-hidden />}>
                <Text size="sm" fw={600}>
                  {text(lessonTexts(id)?.title ?? 'farm.knowledge.title')}
                </Text>
                <Text size="sm">{text(lessonTexts(id)?.explanation ?? 'farm.knowledge.title')}</Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
