/**
 * The parts of the console's lists of the money going out of the escrow account (returns to senders,
 * releases to issuers, payouts, withdrawal files): a sum with its number of investments; a transfer's state
 * as a badge; the link that downloads its pain.001 file.
 */
import { Anchor, Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { TwoLines } from './AdminTable';

/** A sum of money (integer cents) and under it how many investments it is made of; bold where it is a total. */
export function Sum({ cents, count, strong }: { cents: number; count: number; strong?: boolean }) {
  const format = useFormat();
  return (
    <TwoLines
      strong={strong}
      main={format.cents(cents)}
      detail={<FormattedMessage id="admin.releases.count" values={{ count }} />}
    />
  );
}

/** A transfer's state (its colour keeps the text at 4.5:1 in both schemes). */
export const StateBadge = ({ color, text }: { color: string; text: MessageId }) => (
  <Badge color={color} autoContrast>
    <FormattedMessage id={text} />
  </Badge>
);

/** The link that downloads a transfer file; `label` names the file for screen readers. */
export const FileLink = ({
  href,
  label,
  size,
  children,
}: {
  href: string;
  label: string;
  size?: 'sm';
  children: ReactNode;
}) => (
  <Anchor href={href} download size={size} aria-label={label}>
    {children}
  </Anchor>
);
