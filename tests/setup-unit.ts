import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';

// The web's messages in English, as written in the code (tests run with Lingui's message compiler).
i18n.loadAndActivate({ locale: 'en', messages: {} });
