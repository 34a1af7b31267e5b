/** Pure rules of the settings: theme names between the account and Mantine, the export's file name. */
import type { MantineColorScheme } from '@mantine/core';
import { exportFileName, type SavedSettings, type Settings, type Theme } from '@wurzelwerk/shared';

/** The account says "system", Mantine says "auto". */
export function toColorScheme(theme: Theme): MantineColorScheme {
  return theme === 'system' ? 'auto' : theme;
}

export function toTheme(scheme: MantineColorScheme): Theme {
  return scheme === 'auto' ? 'system' : scheme;
}

/**
 * What a freshly loaded account document changes on this device: the account's language and theme once
 * they were ever saved. Until then the document is the defaults, no choice, and the device keeps its own
 * (stored locally, e.g. picked in the shell before signing in).
 */
export function appearanceToApply(saved: Pick<SavedSettings, 'language' | 'theme' | 'savedAt'>): {
  language?: Settings['language'];
  colorScheme?: MantineColorScheme;
} {
  if (saved.savedAt === null) return {};
  return { language: saved.language, colorScheme: toColorScheme(saved.theme) };
}

/**
 * A language and theme picked in the shell on this device for an account, kept until the account has
 * confirmed it saved them: a reload right after the pick, or a save that failed, does not lose the choice.
 */
export interface UnsavedAppearance {
  user: string;
  language: Settings['language'];
  theme: Theme;
}

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

/** The stored unsaved choice, or null for none or anything that is not one. */
export function parseUnsavedAppearance(stored: string | null): UnsavedAppearance | null {
  try {
    const value: unknown = stored === null ? null : JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { user, language, theme } = value as Record<string, unknown>;
    if (typeof user !== 'string' || (language !== 'de' && language !== 'en')) return null;
    return THEMES.includes(theme as Theme) ? { user, language, theme: theme as Theme } : null;
  } catch {
    return null;
  }
}

/**
 * What a freshly loaded account document does on this device: its saved choices apply (appearanceToApply),
 * unless the device holds a choice of this user that the account does not have yet — then the device keeps
 * it and saves it (`save`).
 */
export function reconcileAppearance(
  saved: Pick<SavedSettings, 'language' | 'theme' | 'savedAt'>,
  unsaved: UnsavedAppearance | null,
  user: string,
): { apply: ReturnType<typeof appearanceToApply>; save: boolean } {
  if (unsaved?.user === user && (unsaved.language !== saved.language || unsaved.theme !== saved.theme))
    return { apply: {}, save: true };
  return { apply: appearanceToApply(saved), save: false };
}

/** The time zone dates are shown in: the account's once its settings were saved, else the browser's. */
export function timeZoneToApply(
  saved: Pick<SavedSettings, 'timezone' | 'savedAt'> | undefined,
): string | undefined {
  return saved?.savedAt ? saved.timezone : undefined;
}

/** The file name of a Content-Disposition header, else the export's usual name for today. */
export function downloadName(contentDisposition: string | null, now: Date): string {
  const match = contentDisposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? exportFileName(now);
}
