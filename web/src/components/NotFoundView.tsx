/** What stands where a page or a thing is not found: the heading (also the document title), a text and the way back. */
import { Button, Stack, type StackProps, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AppPath } from '../config/paths';
import type { MessageId } from '../i18n/messages';
import { PageMeta } from './PageMeta';

interface NotFoundViewProps extends StackProps {
  title: MessageId;
  text: MessageId;
  back: { to: AppPath; label: MessageId };
}

export function NotFoundView({ title, text, back, ...stack }: NotFoundViewProps) {
  const heading = useIntl().formatMessage({ id: title });
  return (
    <Stack align="flex-start" {...stack}>
      <PageMeta title={heading} />
      <Title order={1}>{heading}</Title>
      <Text>
        <FormattedMessage id={text} />
      </Text>
      <Button component={Link} to={back.to} variant="default">
        <FormattedMessage id={back.label} />
      </Button>
    </Stack>
  );
}
