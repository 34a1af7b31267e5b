/** The project status badge of product §4: one colour per known status, anything else shown raw. */
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';

// Light shades with black text stay readable in both colour schemes.
const KNOWN = {
  active: { color: 'var(--mantine-color-green-4)', label: 'map.status.active' },
  completed: { color: 'var(--mantine-color-blue-3)', label: 'map.status.completed' },
  planning: { color: 'var(--mantine-color-yellow-4)', label: 'map.status.planning' },
  monitoring: { color: 'var(--mantine-color-grape-3)', label: 'map.status.monitoring' },
  construction: { color: 'var(--mantine-color-orange-4)', label: 'map.status.construction' },
} as const;

/**
 * `inert`: the legend's chips, which the spec gives no action (issue 22): they look disabled (muted, a
 * not-allowed cursor) and say "coming soon" on hover.
 */
export function StatusBadge({ status, inert = false }: { status: string; inert?: boolean }) {
  const intl = useIntl();
  const known = Object.hasOwn(KNOWN, status) ? KNOWN[status as keyof typeof KNOWN] : null;
  return (
    <Badge
      color={known?.color ?? 'var(--mantine-color-gray-4)'}
      c="var(--mantine-color-black)"
      variant="filled"
      data-status={status}
      {...(inert && {
        className: 'map-chip-inert',
        'aria-disabled': true,
        title: intl.formatMessage({ id: 'map.legend.comingSoon' }),
      })}
    >
      {known ? intl.formatMessage({ id: known.label }) : status}
    </Badge>
  );
}
