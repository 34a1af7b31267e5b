/**
 * A control the spec makes inert (issue 22: the categories' Invest buttons, the team's contact buttons, the
 * dashboard's Portfolio/Live-Updates/Community tiles, the demos' Load More and Edit): it looks disabled,
 * has no pointer cursor and says "Demnächst verfügbar" / "Coming soon" in its tooltip. It stays focusable
 * (aria-disabled rather than disabled) so that keyboard users reach the tooltip too.
 */
import { Button, type ButtonProps, Tooltip } from '@mantine/core';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The props that make a button inert: marked disabled, no action, no pointer cursor. */
export const inertProps = {
  'aria-disabled': 'true',
  'data-disabled': true,
  'data-coming-soon': true,
  onClick: (event: MouseEvent) => event.preventDefault(),
  style: { cursor: 'not-allowed' },
} as const;

/** The "coming soon" tooltip around an inert control. */
export function ComingSoonTooltip({ children }: { children: ReactElement }) {
  const intl = useIntl();
  return (
    <Tooltip label={intl.formatMessage({ id: 'common.comingSoon' })} withArrow>
      {children}
    </Tooltip>
  );
}

export type ComingSoonButtonProps = Omit<ButtonProps, 'disabled'> & {
  children: ReactNode;
  'aria-label'?: string;
};

export function ComingSoonButton({ children, ...props }: ComingSoonButtonProps) {
  return (
    <ComingSoonTooltip>
      <Button {...props} {...inertProps}>
        {children}
      </Button>
    </ComingSoonTooltip>
  );
}
