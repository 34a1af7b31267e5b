/** Pieces both team screens share: the department badge and the contact buttons that have no function yet. */
import { Badge, Button, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { Department } from './teamSamples';

export const departmentLabels = {
  leadership: 'team.department.leadership',
  technology: 'team.department.technology',
  impact: 'team.department.impact',
  finance: 'team.department.finance',
  community: 'team.department.community',
} as const satisfies Record<Department, MessageId>;

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
