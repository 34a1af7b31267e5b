/**
 * /protection (issue 35): the knowledge test (its pass and validity, and the test itself, which can be
 * taken again any time) and the loss check with its latest result.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessagePageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { KnowledgeTestForm } from './KnowledgeTestForm';
import { LossCheckForm } from './LossCheckForm';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: MessageId;
  intro: MessageId;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          <FormattedMessage id={title} />
        </Title>
        <Text size="sm">
          <FormattedMessage id={intro} />
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

export default function ProtectionPage() {
  const format = useFormat();
  const status = trpc.protection.status.useQuery();
  return (
    <Stack gap="lg">
      <MessagePageHeader title="protection.page.title" subtitle="protection.page.subtitle" />
      <QueryView query={status} loading="protection.loading" failed="protection.loadFailed">
        {(data) => (
          <>
            <Section id="knowledge-test" title="protection.test.title" intro="protection.test.intro">
              <Text fw={600} data-testid="knowledge-test-status">
                {data.knowledgeTest ? (
                  <FormattedMessage
                    id="protection.test.passedUntil"
                    values={{
                      date: format.date(data.knowledgeTest.passedAt),
                      until: format.date(data.knowledgeTest.validUntil),
                    }}
                  />
                ) : (
                  <FormattedMessage id="protection.test.notPassed" />
                )}
              </Text>
              <KnowledgeTestForm />
            </Section>
            <Section id="loss-check" title="protection.loss.title" intro="protection.loss.intro">
              <LossCheckForm latest={data.lossCheck} />
            </Section>
          </>
        )}
      </QueryView>
    </Stack>
  );
}
