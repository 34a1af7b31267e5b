/** The signed-in farm game at /farm (product §2.9, §3–§5, §9; issue 6): loads the saved farm, then plays it. */
import { Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LoadingStatus } from '../../components/LoadingStatus';
import { PageHeader } from '../../components/PageHeader';
import { trpc } from '../../lib/trpc';
import { FarmGame } from './FarmGame';

export default function FarmPage() {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'page.farm' });
  // Loaded once per visit (the app's queries never go stale or refetch on focus): a later refetch would
  // not know the actions still queued in the page, and a farm cached from an earlier visit would be out of
  // date, so gcTime 0 forgets it on leaving.
  const farm = trpc.farm.get.useQuery(undefined, { gcTime: 0, refetchOnReconnect: false });

  return (
    <Stack gap="lg">
      <PageHeader title={heading} subtitle={<FormattedMessage id="farm.intro" />} />
      {farm.isPending ? (
        <FarmLoading />
      ) : farm.isError ? (
        <ErrorAlert>
          <Stack gap="sm" align="flex-start">
            <Text>
              <FormattedMessage id="farm.loadFailed" />
            </Text>
            <Button variant="default" onClick={() => void farm.refetch()}>
              <FormattedMessage id="farm.retry" />
            </Button>
          </Stack>
        </ErrorAlert>
      ) : (
        <FarmGame
          loaded={{
            state: farm.data.state,
            savedAt: farm.data.savedAt.getTime(),
            plots: farm.data.plots,
            receivedAt: farm.dataUpdatedAt,
          }}
        />
      )}
    </Stack>
  );
}

function FarmLoading() {
  return (
    <LoadingStatus message="farm.loading">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" aria-hidden>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} height={76} radius="md" />
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" aria-hidden>
        <Stack align="center" gap="md">
          <Skeleton height={128} circle />
          <Skeleton height={12} width="80%" />
          <Skeleton height={12} width="60%" />
        </Stack>
      </Card>
    </LoadingStatus>
  );
}
