import { LOCALES, type Locale } from '@shared/locale';
import type { NoticeText } from './notify';

/** A notice's text in each language, written by `write` for each. */
export const inEachLocale = (write: (locale: Locale) => NoticeText): Record<Locale, NoticeText> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, write(locale)])) as Record<Locale, NoticeText>;
