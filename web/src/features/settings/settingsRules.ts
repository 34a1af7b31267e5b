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
