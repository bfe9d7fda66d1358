import { i18n } from '@lingui/core';
import { select, t } from '@lingui/core/macro';
import { pluralCategory } from '@/lib/i18n/plural-category';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'N min ago' under an hour, else 'N hour(s) ago'; from a day on 'N day(s) ago'.
 * Under a minute (or a time slightly in the future, from clock skew) reads 'Just now'. In the active
 * language ('5 मिनट पहले'): call it when rendering. On every page's first screen, so no Intl
 * (pluralCategory).
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = now - then;
  if (elapsed < MINUTE) return t`Just now`;
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return t`${minutes} min ago`;
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    const form = pluralCategory(hours, i18n.locale);
    return t`${select(form, { one: `${hours} hour ago`, other: `${hours} hours ago` })}`;
  }
  const days = Math.floor(elapsed / DAY);
  const form = pluralCategory(days, i18n.locale);
  return t`${select(form, { one: `${days} day ago`, other: `${days} days ago` })}`;
}
