import { Center, Loader, Stack, Text } from '@mantine/core';
import { BRAND } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';

/** Full-screen view while the session is unknown (product §2). */
export function LoadingScreen() {
  return (
    <Center h="100dvh" role="status">
      <Stack align="center" gap="md">
        <Loader aria-hidden />
        <Text size="lg">
          <FormattedMessage id="app.loading" values={{ brand: BRAND }} />
        </Text>
      </Stack>
    </Center>
  );
}
