/** Pieces of the team screens: labelled fields, the department badge and contact buttons without function. */
import { Badge, Text } from '@mantine/core';
import type { Department } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ComingSoonButton } from '../../components/ComingSoonButton';
import type { MessageId } from '../../i18n/messages';

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

/** The message id of each department's name. */
export const departmentLabels: Record<Department, MessageId> = {
  leadership: 'team.department.leadership',
  technology: 'team.department.technology',
  impact: 'team.department.impact',
  finance: 'team.department.finance',
  community: 'team.department.community',
};

export function DepartmentBadge({ department }: { department: Department }) {
  return (
    <Badge variant="light" color="gray" c="var(--mantine-color-text)">
      <FormattedMessage id={departmentLabels[department]} />
    </Badge>
  );
}

/** A contact button without a function (product §2.7: Email and LinkedIn do nothing): inert, "coming soon". */
export function InactiveContactButton({
  icon,
  label,
  accessibleLabel,
}: {
  icon: ReactNode;
  label: MessageId;
  accessibleLabel: string;
}) {
  return (
    <ComingSoonButton variant="default" size="xs" leftSection={icon} aria-label={accessibleLabel}>
      <FormattedMessage id={label} />
    </ComingSoonButton>
  );
}
