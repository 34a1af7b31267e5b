/** The plain page header (h1 and a dimmed line) most pages use. */
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { PageMeta } from './PageMeta';

interface PageHeaderProps {
  title: string;
  subtitle: ReactNode;
  /** A public page's description (PageMeta). */
  description?: MessageId;
}

/** The page's h1 with a dimmed line below it, and the same heading as the document title. */
export function PageHeader({ title, subtitle, description }: PageHeaderProps) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeading title={title} subtitle={subtitle} />
    </>
  );
}

/** The h1 with a dimmed line below it, for a page that sets its document title itself. */
export function PageHeading({
  title,
  subtitle,
  size,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  /** The dimmed line's size where it is the page's introduction (the marketplace's hero). */
  size?: 'lg';
}) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size={size}>
        {subtitle}
      </Text>
    </Stack>
  );
}

/** The page header of two plain messages: the title's and the dimmed line's. */
export function MessagePageHeader({
  title,
  subtitle,
  description,
}: {
  title: MessageId;
  subtitle: MessageId;
  description?: MessageId;
}) {
  const intl = useIntl();
  return (
    <PageHeader
      title={intl.formatMessage({ id: title })}
      subtitle={<FormattedMessage id={subtitle} />}
      description={description}
    />
  );
}
