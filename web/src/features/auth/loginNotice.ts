/**
 * What the sign-in page may be sent with (router state, so a reload or a shared address shows none): after a
 * new password, that it was set and the other sessions ended.
 */
import type { MessageId } from '../../i18n/messages';

export const LOGIN_NOTICE = { passwordReset: 'passwordReset' } as const;
type LoginNotice = keyof typeof LOGIN_NOTICE;

const texts: Record<LoginNotice, MessageId> = { passwordReset: 'login.passwordResetNotice' };

/** The text of the notice in a navigation's state, or undefined for none or anything else. */
export function loginNoticeText(state: unknown): MessageId | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  const { notice } = state;
  return typeof notice === 'string' && Object.hasOwn(texts, notice)
    ? texts[notice as LoginNotice]
    : undefined;
}
