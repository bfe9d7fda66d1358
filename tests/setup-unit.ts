import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';
import { i18n } from '@lingui/core';
import type * as ClassNames from '@/lib/cn';

// The web's messages in English, as written in the code (tests run with Lingui's message compiler).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// cn only joins class names (src/web/lib/cn.ts). Every class list a test renders is checked here for two
// Tailwind utilities setting one property, which the cascade would settle by stylesheet order, not by
// the order written: tailwind-merge, which knows Tailwind's properties, must find nothing to drop.
vi.mock('@/lib/cn', async (importOriginal) => {
  const { cn } = await importOriginal<typeof ClassNames>();
  const { twMerge } = await import('tailwind-merge');
  return {
    cn: (...inputs: Parameters<typeof cn>) => {
      const classes = cn(...inputs);
      const merged = twMerge(classes);
      if (merged !== classes)
        throw new Error(`utilities for one property meet in "${classes}"; tailwind-merge keeps "${merged}"`);
      return classes;
    },
  };
});
