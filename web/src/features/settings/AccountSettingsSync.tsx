/**
 * Keeps the signed-in account's language, theme and time zone and the app's in step, without a visible
 * part: when the account's settings load, the saved choices are applied; when the shell's toggles change
 * the language or theme later, the account is told quietly — and until it has confirmed, the pick is kept on
 * the device, so a reload right after it (or a failed save) does not bring the old choice back; the time zone
 * follows every saved change.
 * Signed out, the providers' local storage alone keeps the choice, and dates use the browser's time zone.
 */
import { useMantineColorScheme } from '@mantine/core';
import { startTransition, useEffect, useRef } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import {
  parseUnsavedAppearance,
  reconcileAppearance,
  timeZoneToApply,
  toTheme,
  type UnsavedAppearance,
} from './settingsRules';
import { useSaveSettings } from './useSaveSettings';

/** The shell's pick not yet confirmed saved to the account (settingsRules.ts: UnsavedAppearance). */
const UNSAVED_KEY = 'wurzelwerk-appearance-unsaved';

/** localStorage may be blocked (then the choice holds for this visit only, as the providers' own). */
function storeUnsaved(value: UnsavedAppearance | null) {
  try {
    if (value) window.localStorage.setItem(UNSAVED_KEY, JSON.stringify(value));
    else window.localStorage.removeItem(UNSAVED_KEY);
  } catch {}
}

function readUnsaved(): UnsavedAppearance | null {
  try {
    return parseUnsavedAppearance(window.localStorage.getItem(UNSAVED_KEY));
  } catch {
    return null;
  }
}

const clearUnsaved = () => storeUnsaved(null);

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
    // A pick made here that the account has not got yet (a reload came first, or the save failed) wins.
    const { apply, save: keepThisDevice } = reconcileAppearance(settings.data, readUnsaved(), userId);
    if (keepThisDevice) save({}, { silent: true, onSaved: clearUnsaved });
    else clearUnsaved();
    if (apply.language) setLocale(apply.language);
    if (apply.colorScheme) setColorScheme(apply.colorScheme);
  }, [userId, settings.data, setLocale, setColorScheme, save]);

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
    if (saved.language === locale && saved.theme === toTheme(colorScheme)) return;
    storeUnsaved({ user: userId, language: locale, theme: toTheme(colorScheme) });
    save({}, { silent: true, onSaved: clearUnsaved });
  }, [locale, colorScheme, userId, settings.data, save]);

  return null;
}
