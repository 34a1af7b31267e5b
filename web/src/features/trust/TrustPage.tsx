/** The frame of the investor-protection pages (issue 35): title, head, the links between them, the sample note. */
import { Box, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NoteAlert } from '../../components/NoteAlert';
import { PageLinksNav } from '../../components/PageLinksNav';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';

const TRUST_LINKS = [
  { to: paths.costs, label: 'page.costs' },
  { to: paths.statistics, label: 'page.statistics' },
  { to: paths.complaints, label: 'page.complaints' },
  { to: paths.accessibility, label: 'page.accessibility' },
] as const;

/** The values a message's placeholders take. */
type Values = ComponentProps<typeof FormattedMessage>['values'];

export function TrustPage(props: {
  page: MessageId;
  description: MessageId;
  title: MessageId;
  /** The paragraph under the title. */
  intro: MessageId;
  introValues?: Values;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="xl" maw={960}>
      <PageMeta title={intl.formatMessage({ id: props.page })} description={props.description} />
      <Title order={1} pt="md">
        <FormattedMessage id={props.title} />
      </Title>
      <PageLinksNav label="trust.nav.label" links={TRUST_LINKS} />
      <Text>
        <FormattedMessage id={props.intro} values={props.introValues} />
      </Text>
      <NoteAlert
        icon={<IconInfoCircle aria-hidden />}
        title="legal.placeholder.title"
        text="trust.simulation"
      />
      {props.children}
    </Stack>
  );
}

/** A titled section of such a page. */
export function Section({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} order={2} size="h3" mb="sm">
        <FormattedMessage id={title} />
      </Title>
      {children}
    </Box>
  );
}

/** A list of texts, bulleted or numbered, each message with the same values. */
export function MessageList(props: { items: readonly MessageId[]; ordered?: boolean; values?: Values }) {
  return (
    <List type={props.ordered ? 'ordered' : 'unordered'} spacing="xs">
      {props.items.map((id) => (
        <List.Item key={id}>
          <FormattedMessage id={id} values={props.values} />
        </List.Item>
      ))}
    </List>
  );
}
