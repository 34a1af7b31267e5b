/** Pure rules of the settings: theme names between the account and Mantine, the export's file name. */
import type { MantineColorScheme } from '@mantine/core';
import { DEFAULT_SETTINGS, exportFileName, type Settings, type Theme } from '@wurzelwerk/shared';

/** The account says "system", Mantine says "auto". */
export function toColorScheme(theme: Theme): MantineColorScheme {
  return theme === 'system' ? 'auto' : theme;
}

export function toTheme(scheme: MantineColorScheme): Theme {
  return scheme === 'auto' ? 'system' : scheme;
}

/**
 * What a freshly loaded account document changes on this device. The server answers with the defaults
 * also when nothing was ever saved, so a default value is no choice and leaves the device's own
 * (stored locally, e.g. picked in the shell before signing in) alone.
 */
export function appearanceToApply(saved: Pick<Settings, 'language' | 'theme'>): {
  language?: Settings['language'];
  colorScheme?: MantineColorScheme;
} {
  return {
    ...(saved.language !== DEFAULT_SETTINGS.language ? { language: saved.language } : {}),
    ...(saved.theme !== DEFAULT_SETTINGS.theme ? { colorScheme: toColorScheme(saved.theme) } : {}),
  };
}

/** The file name of a Content-Disposition header, else the export's usual name for today. */
export function downloadName(contentDisposition: string | null, now: Date): string {
  const match = contentDisposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? exportFileName(now);
}
