/**
 * What a mail template is (issue 17): its payload (what the outbox row carries, checked before rendering),
 * its subject and its body. The templates themselves live one file per domain beside this one; index.tsx
 * gathers them and renders a mail.
 */
import { EXPORT_PAGE } from '@wurzelwerk/shared';
import type { ReactElement } from 'react';
import { z } from 'zod';
import type { MailTexts } from './texts';

/** Where the links of mails lead: pages of the web app. */
export const MAIL_LINKS = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  cancelEmailChange: '/email-change/cancel',
  unlockTwoFactor: '/two-factor/unlock',
  forgotPassword: '/forgot-password',
  exportDownload: EXPORT_PAGE,
  dashboard: '/',
  orders: '/orders',
  wallet: '/wallet',
  /** The complaints page with its status view (issue 35). */
  complaints: '/beschwerden',
} as const;

export interface RenderContext {
  t: MailTexts;
  /** An address of the app; with a token, that token as the `token` query parameter. */
  link: (path: string, token?: string) => string;
}

export interface Template<P extends z.ZodType> {
  payload: P;
  subject: (t: MailTexts, payload: z.output<P>) => string;
  body: (payload: z.output<P>, context: RenderContext) => ReactElement;
}

/** Declares a template (its type parameter inferred from the payload schema). */
export const template = <P extends z.ZodType>(definition: Template<P>) => definition;

/** The payload fields several templates share. */
export const field = {
  name: z.string(),
  token: z.string().min(1),
  timestamp: z.iso.datetime({ offset: true }),
  amount: z.string(),
};
