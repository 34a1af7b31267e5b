/**
 * The legal notice at /impressum (product §2.15), signed in and signed out: provider information under
 * § 5 DDG, the person responsible under § 18 MStV and the investment risk notice. The company data are
 * sample data (placeholders) for the announced company and say so.
 */
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { sampleCompany as company } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { Block, LegalPage } from './LegalParts';

function Address() {
  return (
    <Text component="address" style={{ fontStyle: 'normal' }}>
      {company.name}
      <br />
      {company.street}
      <br />
      {company.city}
      <br />
      <FormattedMessage id="legal.country" />
    </Text>
  );
}

export default function ImpressumPage() {
  return (
    <LegalPage
      page="page.impressum"
      description="meta.impressum"
      title="legal.title"
      width={820}
      note="legal.placeholder.text"
      after={<RiskNotice />}
    >
      <Block id="legal-provider" title={<FormattedMessage id="legal.provider.title" />}>
        <Address />
        <Text mt="xs">
          <FormattedMessage id="legal.provider.represented" values={{ name: company.managingDirector }} />
        </Text>
      </Block>
      <Block id="legal-contact" title={<FormattedMessage id="legal.contact.title" />}>
        <Text>
          <FormattedMessage id="legal.contact.email" />{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </Text>
      </Block>
      <Block id="legal-register" title={<FormattedMessage id="legal.register.title" />}>
        <Text>
          <FormattedMessage id="legal.register.entry" values={{ register: company.register }} />
        </Text>
        <Text>
          <FormattedMessage id="legal.register.vat" values={{ vatId: company.vatId }} />
        </Text>
      </Block>
      <Block id="legal-responsible" title={<FormattedMessage id="legal.responsible.title" />}>
        <Text>{company.managingDirector}</Text>
        <Text>
          {company.street}, {company.city}
        </Text>
      </Block>
    </LegalPage>
  );
}

/** The investment risk notice under the provider information. */
function RiskNotice() {
  return (
    <Alert
      component="section"
      aria-labelledby="legal-risk"
      variant="light"
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Title id="legal-risk" order={2} size="h3" mb="xs">
        <FormattedMessage id="legal.risk.title" />
      </Title>
      <Stack gap="xs">
        <Text>
          <FormattedMessage id="legal.risk.loss" />
        </Text>
        <Text>
          <FormattedMessage id="legal.risk.returns" />
        </Text>
        <Text>
          <FormattedMessage id="legal.risk.advice" />
        </Text>
      </Stack>
    </Alert>
  );
}
