/**
 * What happens when a stream's 15-minute warning is due (product §4, §9), and the permission request on load,
 * as plain functions: the toast and the browser's Notification API are passed in, so that unit tests can
 * run them under a fake clock without a browser.
 */
import type { Toast } from '../../components/useToast';

/** The start warning stays 10 s (product §9); the set/removed toasts 3 s. */
export const DUE_TOAST_MS = 10_000;
export const TOGGLE_TOAST_MS = 3_000;

/** The part of the browser's Notification API the warnings use. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission?: () => Promise<NotificationPermission> | undefined;
  new (title: string, options?: NotificationOptions): unknown;
}

/** The browser's Notification API, or null where there is none (older browsers, unit tests). */
export function browserNotificationApi(): NotificationApi | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

/** Product §4: the permission is asked on load, only while the visitor has not decided yet. */
export function requestPermissionIfUndecided(api: NotificationApi | null): void {
  if (api?.permission !== 'default' || !api.requestPermission) return;
  try {
    // Older Safari returns undefined instead of a promise.
    void api.requestPermission()?.catch(() => undefined);
  } catch {
    // A browser that refuses the request outright simply gets no system notifications.
  }
}

/** The 10 s toast, plus a browser notification when the permission was granted. */
export function warnStreamDue(
  texts: { title: string; message: string },
  toast: (toast: Toast) => void,
  api: NotificationApi | null,
  icon?: Toast['icon'],
): void {
  toast({ title: texts.title, message: texts.message, durationMs: DUE_TOAST_MS, icon });
  if (api?.permission === 'granted') new api(texts.title, { body: texts.message });
}
