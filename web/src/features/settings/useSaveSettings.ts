/**
 * Saves the account settings (account.updateSettings), optimistically: the cache holds the new document
 * at once, so switches move without waiting and quick successive changes build on each other; a failure
 * restores the previous document. Language and theme are always those the app shows right now.
 */
import { useMantineColorScheme } from '@mantine/core';
import { DEFAULT_SETTINGS, type SavedSettings, type Settings } from '@wurzelwerk/shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, useToast } from '../../components/useToast';
import { useLocale } from '../../i18n/LocaleProvider';
import { trpc } from '../../lib/trpc';
import { toTheme } from './settingsRules';

export function useSaveSettings() {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const utils = trpc.useUtils();
  const { locale } = useLocale();
  const { colorScheme } = useMantineColorScheme();
  const mutation = trpc.account.updateSettings.useMutation();
  const { mutate } = mutation;

  const save = useCallback(
    (
      patch: Partial<Settings>,
      { silent = false, onSaved }: { silent?: boolean; onSaved?: () => void } = {},
    ) => {
      const previous = utils.account.settings.getData();
      const { savedAt, ...current }: SavedSettings = previous ?? { ...DEFAULT_SETTINGS, savedAt: null };
      const next: Settings = { ...current, language: locale, theme: toTheme(colorScheme), ...patch };
      // Optimistic: the cache shows the new document at once; the answer brings the new savedAt.
      utils.account.settings.setData(undefined, { ...next, savedAt } satisfies SavedSettings);
      mutate(next, {
        onSuccess: (saved) => {
          utils.account.settings.setData(undefined, saved);
          onSaved?.();
          if (!silent) {
            toast({
              title: intl.formatMessage({ id: 'settings.saved.title' }),
              message: intl.formatMessage({ id: 'settings.saved.message' }),
            });
          }
        },
        onError: (error) => {
          if (previous) utils.account.settings.setData(undefined, previous);
          failureToast('settings.saveFailed', error);
        },
      });
    },
    [utils, locale, colorScheme, mutate, toast, intl, failureToast],
  );
  return { save, isPending: mutation.isPending };
}
