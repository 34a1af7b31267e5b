/**
 * On the signed-in profile (issue 18): the link to one's own public profile and what others see there, as
 * the privacy switches stand now.
 */
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths, publicProfilePath } from '../../config/paths';
import { trpc } from '../../lib/trpc';

export function PublicProfileNotice({ username }: { username: string }) {
  const settings = trpc.account.settings.useQuery();
  if (!settings.data) return null;
  const { privacy } = settings.data;
  const path = publicProfilePath(username);
  const state = (on: boolean) => (on ? 'on' : 'off');
  return (
    <Alert color="blue" variant="light" icon={<IconWorld size={18} aria-hidden />}>
      <Stack gap={6}>
        {privacy.profileVisible ? (
          <>
            <Text size="sm">
              <FormattedMessage
                id="publicProfile.explain"
                values={{ path, fullName: state(privacy.showFullName) }}
              />
            </Text>
            <Text size="sm">
              <FormattedMessage
                id="publicProfile.explainLocation"
                values={{ state: state(privacy.showLocation) }}
              />
            </Text>
            <Text size="sm">
              <FormattedMessage
                id="publicProfile.explainProjects"
                values={{ state: state(privacy.showInvestments) }}
              />
            </Text>
          </>
        ) : (
          <Text size="sm">
            <FormattedMessage id="publicProfile.explainHidden" />
          </Text>
        )}
        <Group gap="lg">
          {privacy.profileVisible && (
            <Anchor component={Link} to={path} size="sm" fw={600} c="inherit" underline="always">
              <FormattedMessage id="publicProfile.link" />
            </Anchor>
          )}
          <Anchor component={Link} to={paths.settings} size="sm" c="inherit" underline="always">
            <FormattedMessage id="publicProfile.settingsLink" />
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
