/** The document title every page sets, and the plain page header (h1 and a dimmed line) most pages use. */
import { Stack, Text, Title } from '@mantine/core';
import { BRAND } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** "<page> – Wurzelwerk" in the browser tab; React hoists the element into the document head. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} – ${BRAND}`}</title>;
}

/** The page's h1 with a dimmed line below it, and the same heading as the document title. */
export function PageHeader({ title, subtitle }: { title: string; subtitle: ReactNode }) {
  return (
    <>
      <DocumentTitle title={title} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
    </>
  );
}

/** The page header of two plain messages: the title's and the dimmed line's. */
export function MessagePageHeader({ title, subtitle }: { title: MessageId; subtitle: MessageId }) {
  const intl = useIntl();
  return (
    <PageHeader title={intl.formatMessage({ id: title })} subtitle={<FormattedMessage id={subtitle} />} />
  );
}
