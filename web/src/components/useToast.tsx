/**
 * Toasts (product §9): one at a time, 5 s by default (set on <Notifications>), destructive ones in red, F8
 * to reach the one on screen with the keyboard.
 * e2e/auth.e2e.ts checks in the browser that a new toast replaces the one on screen and that it closes after 5 s.
 */
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { useFailureText } from '../lib/serverMessage';

export interface Toast {
  title: string;
  message: string;
  tone?: 'success' | 'destructive';
  /** How long it stays; the 5 s default otherwise. */
  durationMs?: number;
  /** The icon of a success toast (a check by default). */
  icon?: ReactNode;
}

export function useToast(): (toast: Toast) => void {
  const intl = useIntl();
  return useCallback(
    ({ title, message, tone = 'success', durationMs, icon }: Toast) => {
      // The newest toast replaces the one on screen instead of waiting in Mantine's queue.
      notifications.clean();
      notifications.show({
        title,
        message,
        autoClose: durationMs,
        color: tone === 'destructive' ? 'red' : undefined,
        icon:
          tone === 'destructive' ? (
            <IconX size={18} aria-hidden />
          ) : (
            (icon ?? <IconCheck size={18} aria-hidden />)
          ),
        closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'toast.close' }) },
        // Mantine's grey message under a title falls short of 4.5:1 in both themes (axe, issue 22).
        styles: { description: { color: 'var(--mantine-color-text)' } },
      });
    },
    [intl],
  );
}

/**
 * The destructive toast of a failed call: its title, and what went wrong in the reader's language (our
 * server's message, else the generic text; never the browser's "Failed to fetch").
 */
export function useFailureToast(): (title: MessageId, error: unknown, durationMs?: number) => void {
  const intl = useIntl();
  const toast = useToast();
  const failureText = useFailureText();
  return useCallback(
    (title, error, durationMs) =>
      toast({
        tone: 'destructive',
        title: intl.formatMessage({ id: title }),
        message: failureText(error),
        durationMs,
      }),
    [intl, toast, failureText],
  );
}

/**
 * F8 — the toast viewport's hotkey (product §9) — moves the focus to the close button of the toast on screen,
 * from anywhere on the page, form fields included, so that it can be read and closed without a mouse.
 */
export function ToastHotkey() {
  useHotkeys(
    [['F8', () => document.querySelector<HTMLElement>('.mantine-Notification-closeButton')?.focus()]],
    [],
  );
  return null;
}
