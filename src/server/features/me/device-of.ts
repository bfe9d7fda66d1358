import type { Device } from '@shared/contracts/account';

const BROWSERS: [RegExp, NonNullable<Device['browser']>][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, NonNullable<Device['system']>][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The browser and system of a user agent, as a player recognises their devices; null for each not told. */
export function deviceOf(userAgent: string | null): Device {
  const find = <T>(patterns: [RegExp, T][]) =>
    (userAgent && patterns.find(([pattern]) => pattern.test(userAgent))?.[1]) || null;
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}
