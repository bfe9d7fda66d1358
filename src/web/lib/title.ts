import { useEffect } from 'react';
import { SITE_TITLE, TITLE_TEMPLATE } from '@shared/constants';

/** 'IPL Betting' by default, 'Live Matches | IPL Betting' with a page title. */
export function formatPageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? TITLE_TEMPLATE.replace('%s', trimmed) : SITE_TITLE;
}

/** Sets document.title for the page that calls it. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
