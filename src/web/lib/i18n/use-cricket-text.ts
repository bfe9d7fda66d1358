import { useCallback } from 'react';
import { cricketText } from '@shared/cricket-text';
import { useActiveLocale } from './switch-locale';

/**
 * The data's cricket texts (team, ground and market names, results) in the page's language: see
 * @shared/cricket-text. `(text) => string`, stable while the language stays.
 */
export function useCricketText(): (text: string) => string {
  const locale = useActiveLocale();
  return useCallback((text: string) => cricketText(text, locale), [locale]);
}
