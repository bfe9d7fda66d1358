import { i18n } from '@lingui/core';
import { HTML_LANG, type Locale } from '@shared/locale';

/**
 * Loads a language's catalog (a chunk of its own, compiled from its .po file by the build; the server
 * preloads the page's one with the first load) and makes it the language of every message, the page's
 * `<html lang>` included. Components re-render through Lingui's I18nProvider.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } =
    locale === 'hi'
      ? await import('../../locales/hi/messages.po')
      : await import('../../locales/en/messages.po');
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = HTML_LANG[locale];
}
