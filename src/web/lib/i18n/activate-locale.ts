import { i18n, type Messages } from '@lingui/core';
import { HTML_LANG, localeOfHtmlLang, type Locale } from '@shared/locale';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * The messages of everything a first screen can show (the shell, the match lists, the bet slip's button), and
 * those of each feature whose screens load later, with their code (lingui.config.ts lists them): a
 * first load carries only the first. Each is a chunk of its own, compiled from its .po file by the
 * build; the server preloads the page's ones with its first load (src/server/http/page-preloads.ts).
 */
const SHELL_CATALOGS = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');
const FEATURE_CATALOGS = import.meta.glob<{ messages: Messages }>('../../features/*/locales/*.po');

/** The features whose screens load with their own catalog. */
export type FeatureCatalog =
  'account' | 'auth' | 'bet-slip' | 'bets' | 'help' | 'legal' | 'notifications' | 'wallet';

/** The feature catalogs this page has loaded so far, which a change of language loads again. */
const loadedFeatures = new Set<FeatureCatalog>();

/**
 * The language the page is in, or is switching to: the one the server wrote in `<html lang>` until a
 * switch. A feature's code can load before the first activation has finished (the router loads the
 * page's code as the app starts), so its catalog follows this, not i18n.locale.
 */
let pageLocale: Locale | null = null;
const currentPageLocale = () => (pageLocale ??= localeOfHtmlLang(document.documentElement.lang));

const catalogFor = (locale: string, feature?: FeatureCatalog): Catalog =>
  (feature
    ? FEATURE_CATALOGS[`../../features/${feature}/locales/${locale}.po`]
    : SHELL_CATALOGS[`../../locales/${locale}/messages.po`])!;

/**
 * Makes `locale` the language of every message, the page's `<html lang>` included, once its catalogs
 * (the shell's and those of the features loaded so far) have loaded. Components re-render through
 * Lingui's I18nProvider.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  pageLocale = locale;
  const catalogs = await Promise.all(
    [catalogFor(locale), ...[...loadedFeatures].map((feature) => catalogFor(locale, feature))].map((load) =>
      load(),
    ),
  );
  // One load() of them all: each load announces a change, which re-renders every translated text.
  // It adds to what the language has (a feature's catalog may have landed first).
  i18n.load(locale, Object.assign({}, ...catalogs.map(({ messages }) => messages)) as Messages);
  i18n.activate(locale);
  document.documentElement.lang = HTML_LANG[locale];
}

/**
 * A feature's code, loaded with its catalog in the page's language (in parallel), so that its screen
 * renders in that language from its first paint.
 */
export async function withFeatureCatalog<T>(feature: FeatureCatalog, load: Promise<T>): Promise<T> {
  const locale = currentPageLocale();
  const [loaded, catalog] = await Promise.all([load, catalogFor(locale, feature)()]);
  loadedFeatures.add(feature);
  addMessages(locale, catalog.messages);
  // The language changed meanwhile: its catalog of the feature too.
  const now = currentPageLocale();
  if (now !== locale) addMessages(now, (await catalogFor(now, feature)()).messages);
  return loaded;
}

/**
 * Adds a feature's messages to a language. To the active one without Lingui's load(), whose change
 * event has its provider re-render every translated text on the page: none of them is the feature's,
 * whose components render once their catalog is in. A signed-in page loads several such catalogs after
 * its first paint, and each re-render was a long task on a phone.
 */
function addMessages(locale: Locale, messages: Messages): void {
  if (i18n.locale === locale) Object.assign(i18n.messages, messages);
  else i18n.load(locale, messages);
}
