/**
 * The privacy policy at /datenschutz (issue 19), signed in and signed out: what the platform really stores
 * (account, profile, sessions, investments, orders, farm, notifications, mail outbox, push subscriptions, audit log,
 * server log), why, how long, what
 * the public profile shows in each setting, the rights and the contact. The company data are sample data, as on the Impressum.
 */
import { Table, Text, Title } from '@mantine/core';
import { RETENTION } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { TableHead } from '../../components/TableHead';
import type { MessageId } from '../../i18n/messages';
import { Block, LegalPage, TextBlock } from './LegalParts';

/** The kinds of stored data, one row each: what, why and how long. */
const DATA_ROWS: readonly (readonly [MessageId, MessageId, MessageId])[] = [
  ['privacy.data.account.what', 'privacy.data.account.why', 'privacy.data.account.howLong'],
  ['privacy.data.profile.what', 'privacy.data.profile.why', 'privacy.data.profile.howLong'],
  ['privacy.data.sessions.what', 'privacy.data.sessions.why', 'privacy.data.sessions.howLong'],
  ['privacy.data.throttle.what', 'privacy.data.throttle.why', 'privacy.data.throttle.howLong'],
  ['privacy.data.twoFactor.what', 'privacy.data.twoFactor.why', 'privacy.data.twoFactor.howLong'],
  ['privacy.data.passkeys.what', 'privacy.data.passkeys.why', 'privacy.data.passkeys.howLong'],
  ['privacy.data.investments.what', 'privacy.data.investments.why', 'privacy.data.investments.howLong'],
  ['privacy.data.orders.what', 'privacy.data.orders.why', 'privacy.data.orders.howLong'],
  ['privacy.data.farm.what', 'privacy.data.farm.why', 'privacy.data.farm.howLong'],
  ['privacy.data.notifications.what', 'privacy.data.notifications.why', 'privacy.data.notifications.howLong'],
  ['privacy.data.mail.what', 'privacy.data.mail.why', 'privacy.data.mail.howLong'],
  ['privacy.data.push.what', 'privacy.data.push.why', 'privacy.data.push.howLong'],
  ['privacy.data.audit.what', 'privacy.data.audit.why', 'privacy.data.audit.howLong'],
  ['privacy.data.serverLog.what', 'privacy.data.serverLog.why', 'privacy.data.serverLog.howLong'],
  ['privacy.data.export.what', 'privacy.data.export.why', 'privacy.data.export.howLong'],
];

/** What the public profile shows in each setting. */
const PUBLIC_PROFILE_TEXTS: readonly MessageId[] = [
  'privacy.publicProfile.always',
  'privacy.publicProfile.investments',
];

export default function PrivacyPage() {
  return (
    <LegalPage page="page.privacy" description="meta.privacy" title="privacy.title" width={960}>
      <TextBlock
        id="privacy-controller"
        title="privacy.controller.title"
        texts={['privacy.controller.text']}
      />
      <TextBlock id="privacy-overview" title="privacy.overview.title" texts={['privacy.overview.text']} />
      <Block id="privacy-data" title={<FormattedMessage id="privacy.data.title" />}>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" striped>
            <TableHead
              columns={[
                { label: 'privacy.data.what' },
                { label: 'privacy.data.why' },
                { label: 'privacy.data.howLong' },
              ]}
            />
            <Table.Tbody>
              {DATA_ROWS.map(([what, why, howLong]) => (
                <Table.Tr key={what}>
                  <Table.Th scope="row" fw={500}>
                    <FormattedMessage id={what} />
                  </Table.Th>
                  <Table.Td>
                    <FormattedMessage id={why} />
                  </Table.Td>
                  <Table.Td>
                    {/* The periods the hourly cleanup deletes by (decision 0090). */}
                    <FormattedMessage id={howLong} values={RETENTION} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* What others see (issue 31; decision 0050). */}
        <Title order={3} size="h4" mt="lg" mb="xs">
          <FormattedMessage id="privacy.publicProfile.title" />
        </Title>
        {PUBLIC_PROFILE_TEXTS.map((text) => (
          <Text key={text} mb="xs">
            <FormattedMessage id={text} />
          </Text>
        ))}
      </Block>
      <TextBlock
        id="privacy-recipients"
        title="privacy.recipients.title"
        texts={['privacy.recipients.text']}
      />
      <TextBlock id="privacy-rights" title="privacy.rights.title" texts={['privacy.rights.text']} />
      <TextBlock id="privacy-contact" title="privacy.contact.title" texts={['privacy.contact.text']} />
    </LegalPage>
  );
}
