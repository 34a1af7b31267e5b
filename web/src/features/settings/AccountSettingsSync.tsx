/**
 * Keeps the signed-in account's language, theme and time zone and the app's in step, without a visible
 * part: when the account's settings load, the saved choices are applied; when the shell's toggles change
 * the language or theme later, the account is told quietly; the time zone follows every saved change.
 * Signed out, the providers' local storage alone keeps the choice, and dates use the browser's time zone.
 */
import { useMantineColorScheme } from '@mantine/core';
import { startTransition, useEffect, useRef } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { appearanceToApply, timeZoneToApply, toTheme } from './settingsRules';
import { useSaveSettings } from './useSaveSettings';

export function AccountSettingsSync() {
  const userId = useSession()?.id ?? null;
  const settings = trpc.account.settings.useQuery(undefined, { enabled: userId !== null });
  const { locale, setLocale, setTimeZone } = useLocale();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { save } = useSaveSettings();
  /** The user whose saved choices were applied; the next user (or the same after sign-in) gets theirs. */
  const appliedFor = useRef<string | null>(null);
  const last = useRef({ locale, colorScheme });

  useEffect(() => {
    if (userId === null) {
      appliedFor.current = null;
      return;
    }
    if (!settings.data || appliedFor.current === userId) return;
    appliedFor.current = userId;
    const apply = appearanceToApply(settings.data);
    if (apply.language) setLocale(apply.language);
    if (apply.colorScheme) setColorScheme(apply.colorScheme);
  }, [userId, settings.data, setLocale, setColorScheme]);

  const timeZone = userId === null ? undefined : timeZoneToApply(settings.data);
  useEffect(() => {
    // Every date and number on the page renders again: in slices that leave the browser responsive.
    startTransition(() => setTimeZone(timeZone));
    // Gone with the signed-in route set (sign-out): dates are in the browser's time zone again.
    return () => setTimeZone(undefined);
  }, [timeZone, setTimeZone]);

  useEffect(() => {
    const changed = last.current.locale !== locale || last.current.colorScheme !== colorScheme;
    last.current = { locale, colorScheme };
    const saved = settings.data;
    if (!changed || userId === null || !saved || appliedFor.current !== userId) return;
    // The settings page writes the cache before it switches, so only the shell's toggles get here.
    if (saved.language !== locale || saved.theme !== toTheme(colorScheme)) save({}, { silent: true });
  }, [locale, colorScheme, userId, settings.data, save]);

  return null;
}
