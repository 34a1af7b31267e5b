/**
 * The /api operations of the account (issue 7). No path carries an id: every call acts on the session's
 * user. The password change is an operation of the auth domain.
 */
import { EXPORT_PAGE, exportFileName, messageText } from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import { z } from 'zod';
import { localeFromHeader } from '../../i18n';
import { jsonResponse } from '../../rest/errors';
import { operations } from '../../rest/operation';
import { accountRouter } from './router';

/** The export as a file download (the immediate one and the mailed link's alike). */
function asDownload(replyHeaders: Headers, document: { exportedAt: Date }) {
  replyHeaders.set('Content-Disposition', `attachment; filename="${exportFileName(document.exportedAt)}"`);
  return document;
}

/**
 * A GET (or HEAD) of the download address, as a mail scanner or a link of an older mail sends it: a clear
 * message naming the page where the signed-in owner downloads; the token is neither checked nor used.
 */
function exportLinkNotice(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token');
  const page = token ? `${EXPORT_PAGE}?${new URLSearchParams({ token })}` : EXPORT_PAGE;
  const locale = localeFromHeader(request.headers.get('accept-language'));
  return jsonResponse({ message: messageText(locale, 'export.onPage'), page });
}

export const accountOperations = operations('Account', [
  {
    method: 'get',
    path: '/api/profile',
    operationId: 'getProfile',
    summary: 'Your profile',
    description:
      'The signed-in user’s profile: names, username, e-mail, bio, location, company, website and the sign-up date.',
    signedIn: true,
    procedure: accountRouter.profile,
    status: 200,
  },
  {
    method: 'patch',
    path: '/api/profile',
    operationId: 'updateProfile',
    summary: 'Change your profile',
    description:
      'Fields left out stay as they are; null or an empty text clears bio, location, company and website. The website must be an http(s) address. A new e-mail address (different ignoring case) needs `currentPassword`: missing or wrong → 400 with the issue at `currentPassword`; wrong ones are throttled like sign-in → 429. The other fields, and the same address, need no password. An e-mail used by another account (ignoring case) → 409, told only after the password was right.',
    signedIn: true,
    body: 'input',
    procedure: accountRouter.updateProfile,
    status: 200,
    errors: [409, 429],
  },
  {
    method: 'delete',
    path: '/api/profile/email-change',
    operationId: 'cancelEmailChange',
    summary: 'Cancel your pending e-mail change',
    description:
      'The link sent to the new address and the cancel link sent to the old one stop working; the address stays as it is. Answers the profile (`pendingEmail: null`); nothing pending is no error.',
    signedIn: true,
    procedure: accountRouter.cancelEmailChange,
    status: 200,
  },
  {
    method: 'get',
    path: '/api/achievements',
    operationId: 'getAchievements',
    summary: 'Your achievements',
    description:
      'Every achievement of the profile in display order (welcome, knowledgeTest, lossCheck, firstInvestment, firstOrder, fourAssets, allCategories, farmer, spread, withinLimits, reconsidered), locked ones included. They reward prudence, never amounts (the former bigInvestor is retired). Derived from your own data: the sign-up, the first passed knowledge test and the first loss check, paid investments (running totals oldest first; withdrawn ones do not count), spread over three issuers or three categories (investments awaiting payment or paid), three investments in a row without an investment refused by the caps between them (withinLimits), an investment withdrawn within its period (reconsidered), orders and the saved farm. `date` is when the rule was first met; null while locked and for the farm achievement, which keeps no dates. Only reads: it never creates a farm.',
    signedIn: true,
    procedure: accountRouter.achievements,
    status: 200,
  },
  {
    method: 'get',
    path: '/api/settings',
    operationId: 'getSettings',
    summary: 'Your settings (the defaults when none are saved)',
    description: 'The whole settings document; `savedAt` is null until it was saved once.',
    signedIn: true,
    procedure: accountRouter.settings,
    status: 200,
  },
  {
    method: 'put',
    path: '/api/settings',
    operationId: 'saveSettings',
    summary: 'Save your settings (the whole document)',
    description: 'Replaces the saved settings; an incomplete or wrong document → 400 with issues.',
    signedIn: true,
    body: 'input',
    procedure: accountRouter.updateSettings,
    status: 200,
  },
  {
    method: 'get',
    path: '/api/account/self-disclosure',
    operationId: 'getSelfDisclosure',
    summary: 'Your self-disclosure for the investment caps (§ 2a VermAnlG)',
    description:
      'What you declared and when (nulls when nothing was declared), and `capEuro`, the cap per issuer (over all of its asset types) that follows (§ 2a VermAnlG): 1,000 € without a self-disclosure; with one the highest tier it supports — 10,000 € for freely available assets of at least 100,000 €, or twice the monthly net income up to 25,000 €.',
    signedIn: true,
    procedure: accountRouter.selfDisclosure,
    status: 200,
  },
  {
    method: 'put',
    path: '/api/account/self-disclosure',
    operationId: 'saveSelfDisclosure',
    summary: 'Give or replace your self-disclosure',
    description:
      '`{ "freeAssetsAtLeast100k": boolean, "monthlyNetIncome": "2500.00" }` (euros, a decimal string). Stored with today’s date; the caps of new investments follow it at once. Invalid → 400 with issues.',
    signedIn: true,
    body: 'input',
    procedure: accountRouter.saveSelfDisclosure,
    status: 200,
  },
  {
    method: 'get',
    path: '/api/account/export',
    operationId: 'exportAccount',
    summary: 'Download everything the platform holds about you',
    description:
      'Profile, settings, the self-disclosure, investments (with the confirmation time, the end of the withdrawal period and whether the separate risk warning was confirmed), the knowledge test attempts, loss checks and sophisticated investor applications, activities, orders with items and status history, farm, stream reminders and notifications; never a password hash. Sent as a download (Content-Disposition: attachment; filename="wurzelwerk-export-YYYY-MM-DD.json"). Needs a sign-in or password confirmation (POST /api/auth/reauthenticate) younger than 15 minutes, else 403 with the code `REAUTH_REQUIRED`.',
    signedIn: true,
    procedure: accountRouter.export,
    status: 200,
    errors: [403],
    call: async (api, request) => asDownload(request.replyHeaders, await api.account.export()),
  },
  {
    method: 'post',
    path: '/api/account/export',
    operationId: 'requestAccountExport',
    summary: 'Mail yourself a link to your export',
    description: `Mails a link to the web page ${EXPORT_PAGE}?token=… (valid 24 hours, single use; earlier links stop working), where the signed-in owner downloads with POST /api/account/export/download. Throttled per account and client address → 429. Needs a sign-in or password confirmation younger than 15 minutes, else 403 with the code \`REAUTH_REQUIRED\`.`,
    signedIn: true,
    procedure: accountRouter.requestExport,
    status: 202,
    errors: [403, 429],
  },
  {
    method: 'get',
    path: '/api/account/export/download',
    operationId: 'openAccountExportLink',
    summary: 'Where the export is downloaded (never here)',
    description: `Never downloads and never uses the token up, so a mail scanner's GET or HEAD gets nothing: a message (in the request's language) and \`page\`, the web page ${EXPORT_PAGE}?token=… where the signed-in owner downloads with POST /api/account/export/download.`,
    query: { token: { schema: z.string(), description: 'The token of the mailed link' } },
    status: 200,
    response: z.object({ message: z.string(), page: z.string() }),
    serve: () => new Elysia().get('/api/account/export/download', ({ request }) => exportLinkNotice(request)),
  },
  {
    method: 'post',
    path: '/api/account/export/download',
    operationId: 'downloadAccountExport',
    summary: 'Download your export with the token of the mailed link',
    description: `The mail links to the web page ${EXPORT_PAGE}?token=…; that page sends this POST for its signed-in user. Only the owner of the link gets the export, and the token is then used up (a second download, another account's token, an unknown or expired one → 400). A wrong token counts in the sign-in throttle like a wrong password of the account → 429. The same document and file name as GET /api/account/export.`,
    signedIn: true,
    body: 'input',
    procedure: accountRouter.downloadExport,
    status: 200,
    errors: [429],
    call: async (api, request) =>
      asDownload(request.replyHeaders, await api.account.downloadExport(await request.body())),
  },
  {
    method: 'delete',
    path: '/api/account',
    operationId: 'deleteAccount',
    summary: 'Delete your account',
    description:
      'Needs the password again (wrong → 400; throttled like sign-in → 429). Removes the user with all their personal data in one transaction, ends every session and clears the cookie. Investment and order records are kept for the statutory retention periods, anonymised: without the user and without the shipping address.',
    signedIn: true,
    body: 'input',
    procedure: accountRouter.delete,
    status: 200,
    errors: [429],
  },
]);
