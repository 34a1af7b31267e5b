/** The texts of the auth pages side by side; literal ids keep the catalogue check honest. */
import { type AppPath, paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';

/** The pages of one form (AuthPage). */
export type AuthPageName = 'login' | 'register' | 'forgotPassword' | 'resetPassword';
/** The pages that sign in. */
export type SignInPageName = 'login' | 'register';

export const authTexts = {
  title: {
    login: 'login.title',
    register: 'register.title',
    forgotPassword: 'forgotPassword.title',
    resetPassword: 'resetPassword.title',
  },
  subtitle: {
    login: 'login.subtitle',
    register: 'register.subtitle',
    forgotPassword: 'forgotPassword.subtitle',
    resetPassword: 'resetPassword.subtitle',
  },
  /** Search engines see the public ones; the reset page is not indexed (MAIL_LINK_ROUTES). */
  description: {
    login: 'meta.login',
    register: 'meta.register',
    forgotPassword: 'meta.forgotPassword',
    resetPassword: undefined,
  },
  submit: {
    login: 'login.submit',
    register: 'register.submit',
    forgotPassword: 'forgotPassword.submit',
    resetPassword: 'resetPassword.submit',
  },
  pending: {
    login: 'login.pending',
    register: 'register.pending',
    forgotPassword: 'forgotPassword.pending',
    resetPassword: 'resetPassword.pending',
  },
  /** The way to the other page: "No account yet? Register". */
  otherPrompt: {
    login: 'login.noAccount',
    register: 'register.haveAccount',
    forgotPassword: 'forgotPassword.remembered',
    resetPassword: 'resetPassword.linkExpired',
  },
  otherLink: {
    login: 'login.registerLink',
    register: 'register.loginLink',
    forgotPassword: 'register.loginLink',
    resetPassword: 'resetPassword.requestAgain',
  },
} as const satisfies Record<string, Record<AuthPageName, MessageId | undefined>>;

/** Where `otherLink` leads. */
export const otherPage: Record<AuthPageName, AppPath> = {
  login: paths.register,
  register: paths.login,
  forgotPassword: paths.login,
  resetPassword: paths.forgotPassword,
};

/** The toasts after sign-in and registration. */
export const signInTexts = {
  successTitle: { login: 'login.successTitle', register: 'register.successTitle' },
  successMessage: { login: 'login.successMessage', register: 'register.successMessage' },
  failedTitle: { login: 'login.failedTitle', register: 'register.failedTitle' },
  failedFallback: { login: 'login.failedFallback', register: 'error.generic' },
} as const satisfies Record<string, Record<SignInPageName, MessageId>>;
