/** The texts of the sign-in and registration pages side by side; literal ids keep the catalogue check honest. */
import type { MessageId } from '../../i18n/messages';

export type AuthPageName = 'login' | 'register';

export const authTexts = {
  title: { login: 'login.title', register: 'register.title' },
  subtitle: { login: 'login.subtitle', register: 'register.subtitle' },
  description: { login: 'meta.login', register: 'meta.register' },
  submit: { login: 'login.submit', register: 'register.submit' },
  pending: { login: 'login.pending', register: 'register.pending' },
  /** The way to the other page: "No account yet? Register". */
  otherPrompt: { login: 'login.noAccount', register: 'register.haveAccount' },
  otherLink: { login: 'login.registerLink', register: 'register.loginLink' },
  successTitle: { login: 'login.successTitle', register: 'register.successTitle' },
  successMessage: { login: 'login.successMessage', register: 'register.successMessage' },
  failedTitle: { login: 'login.failedTitle', register: 'register.failedTitle' },
  failedFallback: { login: 'login.failedFallback', register: 'error.generic' },
} as const satisfies Record<string, Record<AuthPageName, MessageId>>;
