import { expect, type Page } from '@playwright/test';

/** The sonner toast region (an aria-live section labelled 'Notifications alt+T'). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(toasts(page).getByText(text, { exact: typeof text === 'string' })).toBeVisible();
}
