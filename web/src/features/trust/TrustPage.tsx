/** The frame of the investor-protection pages (issue 35): title, head, the links between them, the sample note. */
import { Box, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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

export function TrustPage(props: {
  page: MessageId;
  description: MessageId;
  title: MessageId;
  intro: ReactNode;
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
      {props.intro}
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
