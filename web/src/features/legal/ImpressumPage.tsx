/**
 * The legal notice at /impressum (spec §2.15), signed in and signed out: provider information under
 * § 5 DDG, the person responsible under § 18 MStV and the investment risk notice. The company data are
 * placeholders for the announced company and say so.
 */
import { Alert, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { sampleCompany as company } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NoteAlert } from '../../components/NoteAlert';
import { PageMeta } from '../../components/PageMeta';

function Block({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h3" mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

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
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'legal.title' });
  return (
    <Stack gap="xl" maw={820}>
      <PageMeta title={intl.formatMessage({ id: 'page.impressum' })} description="meta.impressum" />
      <Title order={1} pt="md">
        {title}
      </Title>
      <NoteAlert
        icon={<IconInfoCircle aria-hidden />}
        title="legal.placeholder.title"
        text="legal.placeholder.text"
      />

      <Paper withBorder radius="md" p="lg">
        <Stack gap="lg">
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
        </Stack>
      </Paper>

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
    </Stack>
  );
}
