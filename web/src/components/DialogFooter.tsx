/** The buttons under a step of a dialog: an optional "back" on the left, the step's actions on the right. */
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogFooterProps {
  back?: { label: ReactNode; onClick: () => void };
  children: ReactNode;
}

export function DialogFooter({ back, children }: DialogFooterProps) {
  return (
    <Group justify={back ? 'space-between' : 'flex-end'}>
      {back && (
        <Button variant="default" onClick={back.onClick}>
          {back.label}
        </Button>
      )}
      {children}
    </Group>
  );
}
