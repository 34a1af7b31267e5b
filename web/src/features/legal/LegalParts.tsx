/** The building blocks of the legal pages (/impressum, /datenschutz, /agb): sections and the links between them. */
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { BRAND, sampleCompany } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NoteAlert } from '../../components/NoteAlert';
import { PageLinksNav } from '../../components/PageLinksNav';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';

export function Block({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} id={id}>
      <Title id={`${id}-title`} order={2} size="h3" mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** The company's sample data and the brand, for the `{company}`, `{email}`… placeholders of the texts. */
export const companyValues = {
  brand: BRAND,
  company: sampleCompany.name,
  street: sampleCompany.street,
  city: sampleCompany.city,
  email: <a href={`mailto:${sampleCompany.email}`}>{sampleCompany.email}</a>,
};

/** A section whose paragraphs are catalogue texts. */
export function TextBlock({
  id,
  title,
  texts,
}: {
  id: string;
  title: MessageId;
  texts: readonly MessageId[];
}) {
  return (
    <Block id={id} title={<FormattedMessage id={title} />}>
      {texts.map((text) => (
        <Text key={text} mb="xs">
          <FormattedMessage id={text} values={companyValues} />
        </Text>
      ))}
    </Block>
  );
}

const LEGAL_LINKS = [
  { to: paths.impressum, label: 'legal.nav.impressum' },
  { to: paths.privacy, label: 'legal.nav.privacy' },
  { to: paths.terms, label: 'legal.nav.terms' },
] as const;

/** Links to the other legal pages. */
export function LegalNav() {
  return <PageLinksNav label="legal.nav.label" links={LEGAL_LINKS} />;
}

/** A legal text page: its title, the links to the others, the simulation note, then its sections framed. */
export function LegalPage({
  page,
  description,
  title,
  width,
  note = 'legal.simulation',
  after,
  children,
}: {
  page: MessageId;
  description: MessageId;
  title: MessageId;
  width: number;
  /** The blue note under the links (every legal page says the data are samples or simulated). */
  note?: MessageId;
  /** Below the framed sections. */
  after?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="xl" maw={width}>
      <PageMeta title={intl.formatMessage({ id: page })} description={description} />
      <Title order={1} pt="md">
        <FormattedMessage id={title} />
      </Title>
      <LegalNav />
      <NoteAlert icon={<IconInfoCircle aria-hidden />} title="legal.placeholder.title" text={note} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="lg">{children}</Stack>
      </Paper>
      {after}
    </Stack>
  );
}
