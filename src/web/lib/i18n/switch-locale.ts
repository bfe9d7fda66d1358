import { useCallback, useEffect } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@shared/contracts/me';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '@shared/locale';
import { apiFetch } from '@/lib/api';
import { meQueryKey, useMe } from '@/lib/signed-in';
import { activateLocale } from './activate-locale';

/** PUT /api/me/locale: saves a signed-in player's language to the account. */
function saveLocale(locale: Locale): Promise<void> {
  return apiFetch<void>('/api/me/locale', { method: 'PUT', body: { locale } });
}

/** Shows the page in `locale` at once and keeps the choice in the browser (the server reads the cookie). */
async function showAndRememberLocale(locale: Locale): Promise<void> {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
  await activateLocale(locale);
}

/**
 * The header's language switch: changes the page's language without a reload, remembers it in this
 * browser, and for a signed-in player saves it to the account (their other devices follow it).
 */
export function useSwitchLocale() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const { mutate: save } = useMutation({ mutationFn: saveLocale });
  return useCallback(
    async (locale: Locale) => {
      if (me) {
        // The profile says the new language at once, so that useFollowAccountLocale does not switch back.
        queryClient.setQueryData<Me | null>(meQueryKey, (old) => old && { ...old, locale });
        save(locale);
      }
      await showAndRememberLocale(locale);
    },
    [me, queryClient, save],
  );
}

/** The language Lingui's messages are in, as one of ours (English before any is active). */
export const localeOf = (i18n: I18n): Locale => (isLocale(i18n.locale) ? i18n.locale : 'en');

/** The language the page is in now; a component using it re-renders when it changes. */
export function useActiveLocale(): Locale {
  return localeOf(useLingui().i18n);
}

/**
 * A signed-in player's saved language, on a device that showed another one (a first sign-in there):
 * the page follows the account, and this browser remembers it. An account with none saved takes the
 * language the player reads in now, so that what the server writes them (notifications) is in it too.
 */
export function useFollowAccountLocale(): void {
  const { data: me } = useMe();
  const active = useActiveLocale();
  const queryClient = useQueryClient();
  const { mutate: save } = useMutation({
    mutationFn: saveLocale,
    onSuccess: (_, locale) =>
      queryClient.setQueryData<Me | null>(meQueryKey, (old) => old && { ...old, locale }),
  });
  const signedIn = Boolean(me);
  const saved = me?.locale;
  useEffect(() => {
    if (saved && saved !== active) void showAndRememberLocale(saved);
    else if (signedIn && saved === null) save(active);
  }, [saved, active, signedIn, save]);
}
