/**
 * Issue 37: a new deployment has arrived (lib/serviceWorker.ts) — "Neue Version verfügbar — neu laden". The
 * page keeps running the version it started with until the person chooses to reload; then every tab does.
 * Fetched when the browser is idle after the first paint and mounted once a new version waits (App.tsx,
 * which registers the service worker).
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { applyUpdate, useUpdateWaiting } from '../lib/serviceWorker';

export function UpdateNotice() {
  const intl = useIntl();
  if (!useUpdateWaiting()) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      p="sm"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 400,
        maxWidth: 420,
        marginInline: 'auto',
      }}
    >
      <Group gap="xs" justify="center" wrap="nowrap">
        {/* The dash and space belong to the sentence the notice reads: "Neue Version verfügbar — neu laden". */}
        <Text size="sm">{`${intl.formatMessage({ id: 'app.update.available' })} — `}</Text>
        <Button size="compact-sm" onClick={applyUpdate}>
          {intl.formatMessage({ id: 'app.update.reload' })}
        </Button>
      </Group>
    </Paper>
  );
}
