import { Languages } from 'lucide-react';
import { HTML_LANG, type Locale } from '@shared/locale';
import { useActiveLocale, useSwitchLocale } from '@/lib/i18n/switch-locale';

/** Each language's name as its readers write it: the switch offers the other one. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** Switches the page between English and Hindi at once, without a reload (useSwitchLocale). */
export function LanguageSwitch() {
  const active = useActiveLocale();
  const switchLocale = useSwitchLocale();
  const other: Locale = active === 'en' ? 'hi' : 'en';
  return (
    <button
      type="button"
      lang={HTML_LANG[other]}
      onClick={() => void switchLocale(other)}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-white/5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Languages className="size-4.5" aria-hidden="true" />
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
