/** Pieces of the team screens: the header, labelled fields, the department badge and inactive buttons. */
import { Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { Department } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DocumentTitle } from '../../components/PageHeader';
import type { MessageId } from '../../i18n/messages';

export const departmentLabels = {
  leadership: 'team.department.leadership',
  technology: 'team.department.technology',
  impact: 'team.department.impact',
  finance: 'team.department.finance',
  community: 'team.department.community',
} as const satisfies Record<Department, MessageId>;

/** The page's title (also the document title's page name), an optional badge beside it, and the intro. */
export function TeamHeader({
  page,
  title,
  badge,
  subtitle,
}: {
  page: MessageId;
  title: ReactNode;
  badge?: ReactNode;
  subtitle: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <DocumentTitle title={intl.formatMessage({ id: page })} />
      <Group gap="sm">
        <Title order={1}>{title}</Title>
        {badge && <Badge variant="default">{badge}</Badge>}
      </Group>
      <Text size="lg" c="dimmed" maw={760}>
        {subtitle}
      </Text>
    </Stack>
  );
}

/** A labelled group of short values (skills, languages, hobbies …). */
export function Field({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        <FormattedMessage id={label} />
      </Text>
      {children}
    </div>
  );
}

export function DepartmentBadge({ department }: { department: Department }) {
  return (
    <Badge variant="light" color="gray" c="var(--mantine-color-text)">
      <FormattedMessage id={departmentLabels[department]} />
    </Badge>
  );
}

/**
 * A contact button without a function (spec §2.7: Email and LinkedIn do nothing): it stays focusable, says
 * so in its tooltip and is marked aria-disabled instead of pretending to work.
 */
export function InactiveContactButton({
  icon,
  label,
  accessibleLabel,
}: {
  icon: ReactNode;
  label: MessageId;
  accessibleLabel: string;
}) {
  const intl = useIntl();
  return (
    <Tooltip label={intl.formatMessage({ id: 'team.contact.inactive' })}>
      <Button
        variant="default"
        size="xs"
        leftSection={icon}
        aria-disabled="true"
        aria-label={accessibleLabel}
        onClick={(event) => event.preventDefault()}
      >
        <FormattedMessage id={label} />
      </Button>
    </Tooltip>
  );
}
