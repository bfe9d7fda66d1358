import { plural, t } from '@lingui/core/macro';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'N min ago' under an hour, else 'N hour(s) ago'; from a day on 'N day(s) ago'.
 * Under a minute (or a time slightly in the future, from clock skew) reads 'Just now'. In the active
 * language ('5 मिनट पहले'): call it when rendering.
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
    return plural(hours, { one: '# hour ago', other: '# hours ago' });
  }
  const days = Math.floor(elapsed / DAY);
  return plural(days, { one: '# day ago', other: '# days ago' });
}
