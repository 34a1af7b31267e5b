/** Under a profile's name: the username and the date of joining (the signed-in and the public profile). */
import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../lib/format';

export function MemberLines({ username, since }: { username: string; since: Date }) {
  const format = useFormat();
  return (
    <>
      <Text c="dimmed" size="sm">
        @{username}
      </Text>
      <Text c="dimmed" size="sm">
        <FormattedMessage id="profile.joined" values={{ date: format.date(since) }} />
      </Text>
    </>
  );
}
