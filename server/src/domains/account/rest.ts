/**
 * /api adapters of the account (issue 7) and the password change; thin as the others: request →
 * procedure input. No path carries an id: every call acts on the session's user.
 */
import {
  accountExportSchema,
  accountSuccessSchema,
  changePasswordInput,
  deleteAccountInput,
  exportFileName,
  profileAchievementsSchema,
  profileSchema,
  savedSettingsSchema,
  settingsSchema,
  updateProfileInput,
} from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import { type RestHandler, type RestRequest, readJsonObject } from '../../rest/http';
import type { Operation } from '../../rest/operation';

/** Reads the JSON body as a procedure's (still unvalidated) input. */
const body = (c: RestRequest) => readJsonObject<never>(c.request);

export const accountRoutes = (respond: RestHandler) =>
  new Elysia({ prefix: '/api' })
    .get('/profile', (c) => respond(c, (api) => api.account.profile()))
    .patch('/profile', (c) => respond(c, async (api) => api.account.updateProfile(await body(c))), {
      parse: 'none',
    })
    .post('/auth/password', (c) => respond(c, async (api) => api.auth.changePassword(await body(c))), {
      parse: 'none',
    })
    .get('/achievements', (c) => respond(c, (api) => api.account.achievements()))
    .get('/settings', (c) => respond(c, (api) => api.account.settings()))
    .put('/settings', (c) => respond(c, async (api) => api.account.updateSettings(await body(c))), {
      parse: 'none',
    })
    .get('/account/export', async (c) => {
      let exportedAt: Date | undefined;
      const response = await respond(c, async (api) => {
        const document = await api.account.export();
        exportedAt = document.exportedAt;
        return document;
      });
      // A download in the browser; the body stays the JSON document.
      if (exportedAt) {
        response.headers.set('Content-Disposition', `attachment; filename="${exportFileName(exportedAt)}"`);
      }
      return response;
    })
    .delete('/account', (c) => respond(c, async (api) => api.account.delete(await body(c))), {
      parse: 'none',
    });

/** The account paths for the OpenAPI document. */
export const accountOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/profile',
    tag: 'Account',
    summary: 'Your profile',
    signedIn: true,
    status: 200,
    response: profileSchema,
  },
  {
    method: 'patch',
    path: '/api/profile',
    tag: 'Account',
    summary: 'Change your profile',
    description:
      'Fields left out stay as they are; null or an empty text clears bio, location, company and website. The website must be an http(s) address. A new e-mail address (different ignoring case) needs `currentPassword`: missing or wrong → 400 with the issue at `currentPassword`; wrong ones are throttled like sign-in → 429. The other fields, and the same address, need no password. An e-mail used by another account (ignoring case) → 409, told only after the password was right.',
    signedIn: true,
    body: updateProfileInput,
    status: 200,
    response: profileSchema,
    errors: [409, 429],
  },
  {
    method: 'get',
    path: '/api/achievements',
    tag: 'Account',
    summary: 'Your achievements',
    description:
      'Every achievement of the profile in display order (welcome, firstInvestment, firstOrder, fourAssets, allCategories, farmer, bigInvestor), locked ones included. Derived from your own data: the sign-up, active investments (running totals oldest first; withdrawn ones do not count), orders and the saved farm. `date` is when the rule was first met; null while locked and for the farm achievement, which keeps no dates. Only reads: it never creates a farm.',
    signedIn: true,
    status: 200,
    response: profileAchievementsSchema,
  },
  {
    method: 'post',
    path: '/api/auth/password',
    tag: 'Auth',
    summary: 'Change your password',
    description:
      'Checks the current password (wrong → 400; throttled like sign-in → 429), replaces it and ends every session of the user, this one too. This client stays signed in with a new session: the reply sets a new `ww_session` cookie, and the old one no longer works.',
    signedIn: true,
    body: changePasswordInput,
    status: 200,
    response: accountSuccessSchema,
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/settings',
    tag: 'Account',
    summary: 'Your settings (the defaults when none are saved)',
    signedIn: true,
    status: 200,
    response: savedSettingsSchema,
  },
  {
    method: 'put',
    path: '/api/settings',
    tag: 'Account',
    summary: 'Save your settings (the whole document)',
    signedIn: true,
    body: settingsSchema,
    status: 200,
    response: savedSettingsSchema,
  },
  {
    method: 'get',
    path: '/api/account/export',
    tag: 'Account',
    summary: 'Download everything the platform holds about you',
    description:
      'Profile, settings, investments, activities, orders with items and status history, farm and stream reminders; never a password hash. Sent as a download (Content-Disposition: attachment; filename="wurzelwerk-export-YYYY-MM-DD.json").',
    signedIn: true,
    status: 200,
    response: accountExportSchema,
  },
  {
    method: 'delete',
    path: '/api/account',
    tag: 'Account',
    summary: 'Delete your account',
    description:
      'Needs the password again (wrong → 400; throttled like sign-in → 429). Removes the user with all their data in one transaction, ends every session and clears the cookie.',
    signedIn: true,
    body: deleteAccountInput,
    status: 200,
    response: accountSuccessSchema,
    errors: [429],
  },
];
