/**
 * The language a user saved in the settings, where no session brings it along: a request with a personal API
 * token (trpc/context.ts) and the complaint mails. A cookie session reads it with the session and keeps it
 * in the session cache (auth/sessions.ts; decision 0103). Remembered here for a short time as well, so that a
 * script's calls cost no extra query each; saving the settings forgets it at once in this process.
 */
import { settingsFrom } from '@wurzelwerk/shared';
import { amongKeys, batchedRead } from '../../db/batchedRead';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { userSettings } from '../../db/schema';
import type { Locale } from '../../i18n';

const CACHE_MS = 30_000;
const CACHE_MAX = 50_000;

/** Saved settings by user: reads at about the same time go together (db/batchedRead.ts, decision 0103). */
const settingsByUser = batchedRead(
  (db, userIds: readonly string[]) => settingsStatement(db).execute({ userIds: JSON.stringify(userIds) }),
  (row) => row.userId,
);
const settingsStatement = preparedPer((db: Database) =>
  db
    .select({ userId: userSettings.userId, settings: userSettings.settings })
    .from(userSettings)
    .where(amongKeys(userSettings.userId, 'userIds'))
    .prepare('saved_language'),
);

export function createSavedLanguages(db: Database, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { locale: Locale; at: number }>();
  // A read that started before a save must not cache the language the save replaced.
  let forgets = 0;
  return {
    /** The saved language, German for a user who never saved settings. */
    async of(userId: string): Promise<Locale> {
      const cached = cache.get(userId);
      if (cached && now() - cached.at < CACHE_MS) return cached.locale;
      const forgetsBefore = forgets;
      const row = await settingsByUser(db).load(userId);
      const locale = settingsFrom(row?.settings ?? null).language;
      if (forgets === forgetsBefore) {
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
        cache.set(userId, { locale, at: now() });
      }
      return locale;
    },
    /** After a settings save (or an account's end): the next request reads the saved language anew. */
    forget(userId: string): void {
      cache.delete(userId);
      forgets += 1;
    },
  };
}

export type SavedLanguages = ReturnType<typeof createSavedLanguages>;
