/**
 * Controls that change data need the network (issue 37, decisions 0084 and 0092). Offline, the request
 * layer refuses a change before it leaves (lib/trpc.ts); these show it before the click: the control is
 * marked disabled — `aria-disabled`, so that it stays focusable — its click does nothing, and the reason
 * is its description (read by screen readers) and its tooltip (on hover, on keyboard focus, on touch).
 * Back online, the control is as it was. Lists of switches use the hook with `disabled` and
 * `OfflineReason`, a visible line with the reason.
 */
import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, cloneElement, type MouseEvent, type ReactElement, useId } from 'react';
import { useIntl } from 'react-intl';
import { useOnline } from '../lib/online';

/** Whether the browser is offline, and the reason to show on a control that needs the network. */
export function useOnlineRequired(): { offline: boolean; reason: string } {
  const intl = useIntl();
  return { offline: !useOnline(), reason: intl.formatMessage({ id: 'app.offline.control' }) };
}

interface ControlProps {
  onClick?: (event: MouseEvent) => void;
  'aria-describedby'?: string;
  style?: CSSProperties;
}

/** One button (or action icon) that changes data: offline it is disabled with the reason (above). */
export function OnlineRequired({ children }: { children: ReactElement<ControlProps> }) {
  const { offline, reason } = useOnlineRequired();
  const id = useId();
  if (!offline) return children;
  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <>
      <Tooltip label={reason} withArrow events={{ hover: true, focus: true, touch: true }}>
        {cloneElement(children, {
          'aria-disabled': 'true',
          'aria-describedby': describedBy,
          'data-disabled': true,
          'data-offline': true,
          // A submit button's click would send its form: nothing happens.
          onClick: (event: MouseEvent) => event.preventDefault(),
          style: { ...children.props.style, cursor: 'not-allowed' },
        } as Partial<ControlProps>)}
      </Tooltip>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
    </>
  );
}

/** The reason as a visible line, offline only (above a list of switches disabled by the hook). */
export function OfflineReason({ id }: { id?: string }) {
  const { offline, reason } = useOnlineRequired();
  if (!offline) return null;
  return (
    <Text id={id} size="sm" c="dimmed" data-offline-reason>
      {reason}
    </Text>
  );
}
