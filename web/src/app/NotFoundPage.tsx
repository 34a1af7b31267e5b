import { Button, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '../components/PageHeader';
import { paths } from './paths';

/** Any path outside the signed-in route set (spec §2). */
export function NotFoundPage() {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'notFound.title' });
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <DocumentTitle title={heading} />
      <Title order={1}>{heading}</Title>
      <Text>
        <FormattedMessage id="notFound.text" />
      </Text>
      <Button component={Link} to={paths.home} variant="default">
        <FormattedMessage id="notFound.back" />
      </Button>
    </Stack>
  );
}
