/**
 * The console's frame: its heading and navigation, the section each page fills (title, action, state), and
 * the parts of a page.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LoadingLine } from '../../components/LoadingStatus';
import { PageHeading } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { HeadingRow } from '../../components/Panel';
import type { MessageId } from '../../i18n/messages';
import { useFailureText } from '../../lib/serverMessage';

/** A page of the console: its path below /admin and its title. */
interface ConsolePage {
  path: string;
  label: MessageId;
}

/** The console's heading and navigation (a link for each of `pages`) above the page shown. */
export function AdminFrame({ pages, children }: { pages: readonly ConsolePage[]; children: ReactNode }) {
  const intl = useIntl();
  const here = useLocation().pathname.replace(/\/$/, '');
  return (
    <Stack gap="lg">
      <PageHeading
        title={<FormattedMessage id="admin.title" />}
        subtitle={<FormattedMessage id="admin.intro" />}
      />
      <Group component="nav" aria-label={intl.formatMessage({ id: 'admin.nav.label' })} gap="xs">
        {pages.map((page) => {
          const to = `/admin${page.path ? `/${page.path}` : ''}`;
          return (
            <Button
              key={page.path}
              component={Link}
              to={to}
              size="sm"
              variant={here === to ? 'filled' : 'default'}
              aria-current={here === to ? 'page' : undefined}
            >
              <FormattedMessage id={page.label} />
            </Button>
          );
        })}
      </Group>
      {children}
    </Stack>
  );
}

interface SectionProps {
  title: MessageId;
  /** The page's query: a loader while it loads, its error instead of the content. */
  query: { isPending: boolean; error: { message: string } | null };
  action?: ReactNode;
  filters?: ReactNode;
  children: ReactNode;
}

/** A console page: its h2 (also the document title), its main action, filters, and its content. */
export function AdminSection({ title, query, action, filters, children }: SectionProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const heading = intl.formatMessage({ id: title });
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <PageMeta title={`${heading} · ${intl.formatMessage({ id: 'admin.title' })}`} />
      <Group justify="space-between">
        <Title order={2}>{heading}</Title>
        {action}
      </Group>
      {filters}
      {query.error ? (
        <ErrorAlert title={intl.formatMessage({ id: 'admin.loadFailed' })}>
          {failureText(query.error)}
        </ErrorAlert>
      ) : query.isPending ? (
        <LoadingLine message="admin.loading" />
      ) : (
        children
      )}
    </Stack>
  );
}

/**
 * A titled part of a console page (the bank's import, exceptions and returns; the withdrawals' batches; the
 * releases' and payouts' lists): its heading names the region, an introduction where it has one.
 */
export function ConsolePart({
  headingId,
  title,
  order = 3,
  intro,
  action,
  children,
}: {
  /** The heading's id, where something else points at it; made up otherwise. */
  headingId?: string;
  title: MessageId;
  /** h3 below a page's h2; h2 where the part stands beside the page's own section. */
  order?: 2 | 3;
  intro?: MessageId;
  /** Beside the title, at the other end of its line. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const madeId = useId();
  const id = headingId ?? madeId;
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <HeadingRow
        heading={
          <Title order={order} id={id}>
            <FormattedMessage id={title} />
          </Title>
        }
        action={action}
      />
      {intro && (
        <Text size="sm">
          <FormattedMessage id={intro} />
        </Text>
      )}
      {children}
    </Stack>
  );
}
