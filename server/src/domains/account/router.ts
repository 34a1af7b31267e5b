/** The signed-in user's account (issue 7); the password change lives in the auth router. */
import {
  accountExportSchema,
  accountSuccessSchema,
  deleteAccountInput,
  profileAchievementsSchema,
  profileSchema,
  savedSelfDisclosureSchema,
  savedSettingsSchema,
  selfDisclosureInput,
  settingsSchema,
  tokenInput,
  updateProfileInput,
} from '@wurzelwerk/shared';
import { protectedProcedure, router } from '../../trpc/init';
import { signedIn } from '../../trpc/procedures';
import { requireRecentAuth } from '../auth/reauth';
import { getSelfDisclosure, saveSelfDisclosure } from '../investments/caps';
import { getAchievements } from './achievements';
import { deleteAccount } from './deletion';
import { downloadExport, exportAccount, requestExport } from './export';
import { cancelEmailChange, getProfile, getSettings, saveSettings, updateProfile } from './service';

export const accountRouter = router({
  profile: signedIn.read(profileSchema, getProfile),

  /** Fields left out stay as they are; the e-mail stays unique ignoring case (409). */
  updateProfile: signedIn.mutation(updateProfileInput, profileSchema, updateProfile),
  /** Cancels the pending e-mail change (its links stop working); the profile without it. */
  cancelEmailChange: signedIn.act(profileSchema, cancelEmailChange),

  /**
   * The profile's achievements from the user's own data, locked ones included, in display order. Only
   * reads: a user who never opened the farm gets no farm from this.
   */
  achievements: signedIn.read(profileAchievementsSchema, getAchievements),

  /** The saved settings, or the defaults of the spec with `savedAt: null` when none are saved. */
  settings: signedIn.read(savedSettingsSchema, getSettings),

  /** Replaces the whole settings document. */
  updateSettings: signedIn.mutation(settingsSchema, savedSettingsSchema, saveSettings),

  /** The self-disclosure of § 2a VermAnlG (nulls when none was given) and the cap per issuer it gives (decision 0072). */
  selfDisclosure: signedIn.read(savedSelfDisclosureSchema, getSelfDisclosure),

  /** Replaces the self-disclosure, dated today; the caps follow it at once. */
  saveSelfDisclosure: signedIn.mutation(selfDisclosureInput, savedSelfDisclosureSchema, saveSelfDisclosure),

  /** Needs a sign-in or password confirmation younger than 15 minutes (FORBIDDEN, REAUTH_REQUIRED). */
  export: protectedProcedure.output(accountExportSchema).query(async ({ ctx }) => {
    await requireRecentAuth(ctx);
    return exportAccount(ctx);
  }),

  /**
   * Mails a link to download the export (valid 24 h, single use): "Sie erhalten eine E-Mail mit dem
   * Download-Link." Needs a recent sign-in or password confirmation, like `export`.
   */
  requestExport: protectedProcedure.output(accountSuccessSchema).mutation(async ({ ctx }) => {
    await requireRecentAuth(ctx);
    return requestExport(ctx);
  }),

  /**
   * The export a mailed link's token stands for, for the signed-in owner of the link only; the token is
   * used up. A mutation, reached by POST alone: a link scanner's GET or HEAD never uses it.
   */
  downloadExport: signedIn.mutation(tokenInput, accountExportSchema, (ctx, { token }) =>
    downloadExport(ctx, token),
  ),

  /** Needs the password again; removes the user's personal data (investments and orders stay, anonymised) and ends every session. */
  delete: signedIn.mutation(deleteAccountInput, accountSuccessSchema, deleteAccount),
});
