/**
 * A dialog about one thing (an order, a shipment, an investment, an asset): open while there is one, its
 * content drawn from it, and a close button with a spoken name.
 */
import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ItemDialogProps<T> {
  /** What the dialog is about; null keeps it closed. */
  item: T | null;
  onClose: () => void;
  title: (item: T) => string;
  closeLabel: string;
  size?: ModalProps['size'];
  centered?: boolean;
  children: (item: T) => ReactNode;
}

export function ItemDialog<T>({
  item,
  onClose,
  title,
  closeLabel,
  size,
  centered,
  children,
}: ItemDialogProps<T>) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size={size}
      centered={centered}
      title={item === null ? '' : title(item)}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {item !== null && children(item)}
    </Modal>
  );
}
