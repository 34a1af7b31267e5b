import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocale } from '../i18n/LocaleProvider';

/**
 * Server content (asset names, news, activity messages, order lines) comes in the language of the request
 * (Accept-Language, lib/trpc.ts), and queries never go stale on their own (lib/queryClient.ts). So a change
 * of language refetches them: those on screen at once, the others when next shown.
 */
export function RefetchOnLanguageChange() {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const fetchedIn = useRef(locale);

  useEffect(() => {
    if (fetchedIn.current === locale) return;
    fetchedIn.current = locale;
    void queryClient.invalidateQueries();
  }, [locale, queryClient]);

  return null;
}
