/**
 * Issue 37, offline (decision 0084): while the browser has no network, the signed-in pages show what was last
 * fetched, with "Offline — Stand vom <time>" (the newest of the shown data), and say that changes wait for
 * the network; the data is kept for the next start without network (lib/offlineData.ts).
 */
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { readableAlertStyles } from '../components/ErrorAlert';
import { keepForOffline } from '../lib/offlineData';
import { useOnline } from '../lib/online';
import { useSignedInUser } from '../lib/session';

/** Keeps the signed-in user's data for offline use while the signed-in app runs. */
export function KeepForOffline() {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  useEffect(() => keepForOffline(queryClient, user), [queryClient, user]);
  return null;
}

export function OfflineNotice() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  if (useOnline()) return null;
  const newest = Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.dataUpdatedAt),
  );
  const time = newest > 0 ? intl.formatDate(newest, { dateStyle: 'medium', timeStyle: 'short' }) : '–';
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      // Mantine's yellow title on the light yellow background falls below 4.5:1 (axe; decision 0092).
      styles={readableAlertStyles}
      title={intl.formatMessage({ id: 'app.offline.title' }, { time })}
    >
      {intl.formatMessage({ id: 'app.offline.writes' })}
    </Alert>
  );
}
