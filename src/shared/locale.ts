/** The languages of the player side: English (the default, the source of every message) and Hindi. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a browser's chosen language (read by the server to render the page in it). */
export const LOCALE_COOKIE = 'lang';
/** A year: the choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `<html lang>` for each language: the Indian variants (en-IN, hi-IN). */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The language a page's `<html lang>` names (en-IN, hi), or the default for any other. */
export function localeOfHtmlLang(lang: string): Locale {
  const primary = lang.split('-')[0]!.toLowerCase();
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}

/**
 * The language an `Accept-Language` header asks for first among ours (`hi-IN,hi;q=0.9,en;q=0.8` is
 * Hindi; `en-GB,hi;q=0.5` English), or the default when it names neither.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const range of header.split(',')) {
    const [tag = '', ...params] = range.trim().split(';');
    const locale = tag.split('-')[0]!.trim().toLowerCase();
    if (!isLocale(locale)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The language a `lang` cookie value names, or null for none or an unknown one. */
export function localeFromCookieHeader(cookie: string | undefined): Locale | null {
  const value = cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : null;
}
