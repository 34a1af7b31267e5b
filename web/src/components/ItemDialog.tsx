/**
 * A dialog about one thing (an order, a shipment, an investment, an asset): open while there is one, its
 * content drawn from it, and a close button with a spoken name.
 */
import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

interface ItemDialogProps<T> {
  /** What the dialog is about; null keeps it closed. */
  item: T | null;
  onClose: () => void;
  title: (item: T) => string;
  closeLabel: string;
  size?: ModalProps['size'];
  centered?: boolean;
  children: (item: T) => ReactNode;
  /**
   * Where the focus goes back to on closing, when the control that opened the dialog did not hold the focus
   * as it opened (a button busy while the item loads is disabled, and the focus falls to the page; issue 36).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function ItemDialog<T>({
  item,
  onClose,
  title,
  closeLabel,
  size,
  centered,
  children,
  returnFocusTo,
}: ItemDialogProps<T>) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size={size}
      centered={centered}
      title={item === null ? '' : title(item)}
      closeButtonProps={{ 'aria-label': closeLabel }}
      returnFocus={!returnFocusTo}
      onExitTransitionEnd={() => returnFocusTo?.current?.focus()}
    >
      {item !== null && children(item)}
    </Modal>
  );
}
