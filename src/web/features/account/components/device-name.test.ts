import { afterEach, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as accountHindi } from '../locales/hi.po';
import { deviceName } from './device-name';

afterEach(() => i18n.activate('en'));

it('names a device by its browser and system in the active language', () => {
  expect(deviceName({ browser: 'Chrome', system: 'Linux' })).toBe('Chrome on Linux');
  expect(deviceName({ browser: null, system: null })).toBe('Unknown device');
  i18n.loadAndActivate({ locale: 'hi', messages: accountHindi });
  expect(deviceName({ browser: 'Chrome', system: 'Linux' })).toBe('Linux पर Chrome');
  expect(deviceName({ browser: 'Safari', system: null })).toBe('Safari');
  expect(deviceName({ browser: null, system: null })).toBe('अज्ञात डिवाइस');
});
