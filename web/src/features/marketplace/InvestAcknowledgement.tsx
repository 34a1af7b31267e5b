/**
 * The confirm step's acknowledgement (issue 35, decision 0074): open the information sheet, confirm the terms
 * and having read the risk warning, and type name, date and place of birth as in the profile — equivalent to
 * a signature. Without a confirmed e-mail address it says so instead and offers a new confirmation link.
 */
import { Alert, Anchor, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { AssetType } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { readableAlertStyles } from '../../components/ErrorAlert';
import { ResendVerification } from '../../components/ResendVerification';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import type { Acknowledgement, TypedIdentity } from './acknowledgement';
import { informationSheetUrl } from './InvestDocuments';

const FIELDS: [keyof TypedIdentity, MessageId, string][] = [
  ['firstName', 'marketplace.ack.firstName', 'given-name'],
  ['lastName', 'marketplace.ack.lastName', 'family-name'],
  ['birthDate', 'marketplace.ack.birthDate', 'bday'],
  ['birthPlace', 'marketplace.ack.birthPlace', 'off'],
];

/** Investing needs a confirmed address: the notice with a new link. */
export function UnverifiedEmailNotice() {
  return (
    <Alert role="note" color="orange" variant="light" styles={readableAlertStyles}>
      <ResendVerification
        texts={{
          title: 'marketplace.ack.unverified.title',
          text: 'marketplace.ack.unverified.text',
          resend: 'marketplace.ack.unverified.resend',
          sent: 'marketplace.ack.unverified.sent',
        }}
      />
    </Alert>
  );
}

function SheetLink({ asset, ack }: { asset: AssetType; ack: Acknowledgement }) {
  return (
    <Stack gap={4}>
      <Anchor
        href={informationSheetUrl(asset.id)}
        target="_blank"
        rel="noopener"
        size="sm"
        fw={700}
        onClick={() => void ack.readSheet()}
      >
        <FormattedMessage id="marketplace.ack.openSheet" />
      </Anchor>
      <Text size="sm" role="status" c={ack.sheetState === 'read' ? undefined : 'dimmed'}>
        {ack.sheetState === 'read' && ack.version && (
          <FormattedMessage id="marketplace.ack.sheetRead" values={{ version: ack.version.slice(0, 12) }} />
        )}
        {ack.sheetState === 'unread' && <FormattedMessage id="marketplace.ack.sheetUnread" />}
        {ack.sheetState === 'loading' && <FormattedMessage id="marketplace.ack.sheetLoading" />}
        {ack.sheetState === 'failed' && <FormattedMessage id="marketplace.ack.sheetFailed" />}
        {ack.sheetState === 'outdated' && <FormattedMessage id="marketplace.ack.sheetOutdated" />}
      </Text>
    </Stack>
  );
}

export function InvestAcknowledgement({ asset, ack }: { asset: AssetType; ack: Acknowledgement }) {
  return (
    <Stack gap="sm">
      <Text fw={700}>
        <FormattedMessage id="marketplace.ack.title" />
      </Text>
      <SheetLink asset={asset} ack={ack} />
      <Checkbox
        checked={ack.acceptedTerms}
        onChange={(event) => ack.setAcceptedTerms(event.currentTarget.checked)}
        label={
          <FormattedMessage
            id="marketplace.invest.acceptTerms"
            values={{
              link: (text) => (
                <Anchor href={`${paths.terms}#anlagebedingungen`} target="_blank" inherit underline="always">
                  {text}
                </Anchor>
              ),
            }}
          />
        }
      />
      <Checkbox
        checked={ack.readRiskWarning}
        onChange={(event) => ack.setReadRiskWarning(event.currentTarget.checked)}
        label={<FormattedMessage id="marketplace.invest.acceptRisk" />}
      />
      <Text size="sm">
        <FormattedMessage id="marketplace.ack.intro" />
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map(([name, label, autoComplete]) => (
          <TextInput
            key={name}
            required
            type={name === 'birthDate' ? 'date' : 'text'}
            autoComplete={autoComplete}
            label={<FormattedMessage id={label} />}
            value={ack.identity[name]}
            onChange={(event) => ack.setField(name, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
