import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Panel } from '../../components/Panel';

/** A titled section of the profile pages (h2 below the page's h1). */
export function ProfileSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Panel title={title} gap="md">
      {children}
    </Panel>
  );
}

/** A profile tab while its data loads (a placeholder of `height`) or after it failed to load. */
export function TabPending({ failed, height }: { failed: boolean; height: number }) {
  return failed ? (
    <ErrorAlert>
      <FormattedMessage id="profile.loadFailed" />
    </ErrorAlert>
  ) : (
    <Skeleton h={height} aria-hidden />
  );
}
